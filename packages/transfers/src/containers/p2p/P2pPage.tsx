import { Trans, useLingui } from '@lingui/react/macro';
import { accountKeys, PageFrame, pageLayout, ScreenLoading, toLoadable, useAccounts } from '@paydeck/accounts';
import { createSubmission } from '@paydeck/api-client';
import { api, usePermissions } from '@paydeck/auth';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import { p2pTransferFunds, type P2pTransferInput } from '../../api/p2p';
import { transferKeys } from '../../api/keys';
import type { SubmitResult } from '../../api/schemas';
import type { ApprovalOutcome } from '../../components/approval/ApprovalFlow';
import { emptyP2pValues, type P2pValues } from '../../components/p2p/p2p-rules';
import { checkableEmail, p2pFeeRequest } from '../../model/preconditions';
import { allowedRails } from '../../model/rails';
import { beneficiariesQuery, p2pFeeQuery, payeeQuery, recentP2pQuery } from './p2p-queries';
import { useDebounced } from './useDebounced';
import { TransfersFrame } from '../../components/section/TransfersFrame';

const loadScreen = () => import('../../components/p2p/P2pScreen').then((m) => ({ default: m.P2pScreen }));
void loadScreen();
const P2pScreen = lazy(loadScreen);
// The popup (a dialog, the code form) is asked for when the person submits: the form's route stays light.
const loadPopup = () => import('../approval/ApprovalPopup').then((m) => ({ default: m.ApprovalPopup }));
const ApprovalPopup = lazy(loadPopup);

/** How long the typing must pause before the payee check and the fee are asked. */
const LOOKUP_DELAY_MS = 400;

/** transfer/p2p: the form's lookups, the submit with one Idempotency-Key per intent, then the approval popup. */
export function P2pPage() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const allowed = allowedRails(usePermissions().has).includes('p2p');
  const accounts = useAccounts();
  const beneficiaries = useQuery({ ...beneficiariesQuery(), enabled: allowed });
  const recent = useQuery({ ...recentP2pQuery(), enabled: allowed });

  const [values, setValues] = useState<P2pValues>(emptyP2pValues);
  const settled = useDebounced(values, LOOKUP_DELAY_MS);
  const email = checkableEmail(settled.toEmail);
  const payee = useQuery(payeeQuery(allowed ? email : null));
  const feeRequest = p2pFeeRequest(settled);
  const fee = useQuery(p2pFeeQuery(allowed ? feeRequest : null));

  // One intent per form: the same payload keeps its key (a double click or a retry books once).
  const [submission] = useState(createSubmission);
  const [submitResult, setSubmitResult] = useState<SubmitResult | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [notice, setNotice] = useState<ReactNode>(null);

  const onSubmit = useCallback(
    async (input: P2pTransferInput) => {
      setNotice(null);
      void loadPopup();
      const result = await submission.submit(input, (payload, key) =>
        p2pTransferFunds(api, payload as P2pTransferInput, key),
      );
      // The money is held (or booked) already: the balances and the lists change now.
      void queryClient.invalidateQueries({ queryKey: accountKeys.all });
      void queryClient.invalidateQueries({ queryKey: transferKeys.recent('p2p') });
      setSubmitResult(result);
      return result;
    },
    [queryClient, submission],
  );

  const onDone = useCallback(
    (outcome: ApprovalOutcome) => {
      setSubmitResult(null);
      submission.reset(); // what comes next is a new intent
      if (outcome === 'failed') return; // the values stay: the person may try again
      setFormKey((key) => key + 1);
      setValues(emptyP2pValues);
      if (outcome === 'waiting')
        setNotice(
          <p className={pageLayout.message} role="status">
            <Trans>
              Your payment waits for approval. Its money is held until then; history shows it as processing.
            </Trans>
          </p>,
        );
    },
    [submission],
  );

  return (
    <PageFrame>
      <TransfersFrame current="p2p">
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
            notice={notice}
            formKey={formKey}
          />
        </Suspense>
        {submitResult && (
          <Suspense fallback={null}>
            <ApprovalPopup submitResult={submitResult} onDone={onDone} />
          </Suspense>
        )}
      </TransfersFrame>
    </PageFrame>
  );
}
