import { useLingui } from '@lingui/react/macro';
import {
  accountKeys,
  failureText,
  PageFrame,
  pageLayout,
  ScreenLoading,
  toLoadable,
  useAccounts,
} from '@paydeck/accounts';
import { createSubmission } from '@paydeck/api-client';
import { api, useAccessRight, usePermissions } from '@paydeck/auth';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useState } from 'react';
import { transferKeys } from '../../api/keys';
import { p2pTransferFunds, type P2pTransferInput } from '../../api/p2p';
import { emptyP2pValues, p2pAccounts, type P2pValues } from '../../components/p2p/p2p-rules';
import { p2pRepeatValues } from '../../components/p2p/repeat-values';
import { TransfersFrame } from '../../components/section/TransfersFrame';
import { checkableEmail, p2pFeeRequest } from '../../model/preconditions';
import { allowedRails } from '../../model/rails';
import type { RepeatSearch } from '../repeat/repeat-search';
import { RepeatNotice } from '../repeat/RepeatNotice';
import { useRepeatTransfer } from '../repeat/useRepeatTransfer';
import { beneficiariesQuery, p2pFeeQuery, payeeQuery, recentP2pQuery } from './p2p-queries';
import { useDebounced } from './useDebounced';

const loadScreen = () => import('../../components/p2p/P2pScreen').then((m) => ({ default: m.P2pScreen }));
void loadScreen();
const P2pScreen = lazy(loadScreen);
// The popup (a dialog, the code form) is asked for when the person confirms: the form's route stays light.
const loadPopup = () => import('../approval/ApprovalPopup').then((m) => ({ default: m.ApprovalPopup }));
const ApprovalPopup = lazy(loadPopup);

/** How long the typing must pause before the payee check and the fee are asked. */
const LOOKUP_DELAY_MS = 400;

/**
 * transfer/p2p: the form's lookups, the confirm with one Idempotency-Key per intent (a double click, a retry, or
 * going back from the review and forward with the same values books once), the approval popup only for a second
 * factor. `?repeat=<transactionId>` starts the form from that payment.
 */
export function P2pPage({ search = {} }: { search?: RepeatSearch }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  // The right acted with, as the approval popup reads it (right 3 without a company chosen too).
  const accessRights = useAccessRight() ?? null;
  const allowed = allowedRails(usePermissions().has).includes('p2p');
  const accounts = useAccounts();
  const beneficiaries = useQuery({ ...beneficiariesQuery(), enabled: allowed });
  const recent = useQuery({ ...recentP2pQuery(), enabled: allowed });
  const repeat = useRepeatTransfer(allowed ? search.repeat : undefined, 'p2p');

  const [values, setValues] = useState<P2pValues>(emptyP2pValues);
  const settled = useDebounced(values, LOOKUP_DELAY_MS);
  const email = checkableEmail(settled.toEmail);
  const payee = useQuery(payeeQuery(allowed ? email : null));
  const feeRequest = p2pFeeRequest(settled);
  const fee = useQuery(p2pFeeQuery(allowed ? feeRequest : null));

  // One intent per form: the same payload keeps its key (a double click or a retry books once).
  const [submission] = useState(createSubmission);
  const onSubmit = useCallback(
    async (input: P2pTransferInput) => {
      void loadPopup();
      try {
        return await submission.submit(input, (payload, key) =>
          p2pTransferFunds(api, payload as P2pTransferInput, key),
        );
      } finally {
        // Settled, not only succeeded: the money may be held (or booked) already.
        void queryClient.invalidateQueries({ queryKey: accountKeys.all });
        void queryClient.invalidateQueries({ queryKey: transferKeys.recent('p2p') });
        void queryClient.invalidateQueries({ queryKey: transferKeys.beneficiaries() });
      }
    },
    [queryClient, submission],
  );

  const repeated = repeat.data?.type === 'p2p' ? repeat.data : null;
  const waiting =
    allowed && search.repeat !== undefined && (repeat.isPending || (repeat.data !== undefined && !repeated));
  return (
    <PageFrame>
      <TransfersFrame current="p2p">
        {waiting ? (
          <ScreenLoading label={t`Loading the transfer to repeat`} />
        ) : (
          <Suspense fallback={<ScreenLoading label={t`Loading the transfer form`} />}>
            <P2pScreen
              allowed={allowed}
              accounts={toLoadable(accounts, i18n)}
              onRetryAccounts={() => void accounts.refetch()}
              beneficiaries={toLoadable(beneficiaries, i18n)}
              recent={toLoadable(recent, i18n)}
              onRetryRecent={() => void recent.refetch()}
              payee={email !== null && checkableEmail(values.toEmail) === email ? toLoadable(payee, i18n) : null}
              fee={feeRequest !== null ? toLoadable(fee, i18n) : null}
              onValuesChange={setValues}
              onSubmit={onSubmit}
              accessRight={accessRights}
              onAgain={() => submission.reset()}
              prefill={
                repeated && accounts.data
                  ? { id: 1, values: p2pRepeatValues(repeated.details, p2pAccounts(accounts.data)) }
                  : null
              }
              notice={
                <RepeatNotice
                  className={pageLayout.message}
                  failure={repeat.isError ? failureText(repeat.error, i18n) : null}
                  repeat={repeated}
                />
              }
              approval={(result, onOutcome) => (
                <Suspense fallback={null}>
                  <ApprovalPopup submitResult={result} onDone={onOutcome} onDecided={onOutcome} />
                </Suspense>
              )}
            />
          </Suspense>
        )}
      </TransfersFrame>
    </PageFrame>
  );
}
