import { useLingui } from '@lingui/react/macro';
import {
  accountKeys,
  accountsQuery,
  failureText,
  PageFrame,
  pageLayout,
  ScreenLoading,
  toLoadable,
  useAccounts,
} from '@paydeck/accounts';
import { createSubmission, type Submission } from '@paydeck/api-client';
import { api, useAccessRight, usePermissions } from '@paydeck/auth';
import { EmptyState, lazyScreen } from '@paydeck/ui';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { transferKeys } from '../api/keys';
import { type OwnTransferInput, transferBetweenAccounts } from '../api/own-accounts';
import { ownRepeatValues } from '../components/own-accounts/repeat-values';
import { transferAccounts } from '../components/own-accounts/rules';
import type { LookupInputs } from '../components/own-accounts/types';
import { TransfersFrame } from '../components/section/TransfersFrame';
import { allowedRails } from '../model/rails';
import { useOwnTransferLookups } from './OwnAccountsLookups';
import { ownLookupInputs } from './own-start-inputs';
import type { RepeatSearch } from './repeat/repeat-search';
import { RepeatNotice } from './repeat/RepeatNotice';
import { useRepeatTransfer } from './repeat/useRepeatTransfer';

const OwnAccountsScreen = lazyScreen(() =>
  import('../components/own-accounts/OwnAccountsScreen').then((m) => m.OwnAccountsScreen),
);
void OwnAccountsScreen.preload();
// The popup (a dialog, the code form) is asked for when the person submits: the form's route stays light.
const loadPopup = () => import('./OwnAccountsPopup').then((m) => ({ default: m.OwnAccountsPopup }));
const OwnAccountsPopup = lazy(loadPopup);
// Recent transfers (their own chunk, asked for with the page): the route's first paint stays light.
const RecentTransfers = lazy(() =>
  import('../components/recent/RecentTransfers').then((m) => ({ default: m.RecentTransfers })),
);

/** Today in the person's own calendar, `YYYY-MM-DD` (the end date of a repeating transfer is after it). */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The route's loader: asks for the accounts (if not cached) and waits for the screen's code, so the screen draws at
 * once rather than after a skeleton React holds for at least 300 ms once shown (accounts' lazyScreen).
 */
export function loadOwnAccountsPage(queryClient: QueryClient): Promise<unknown> {
  void queryClient.prefetchQuery(accountsQuery());
  return OwnAccountsScreen.preload();
}

/**
 * transfer/account: the accounts, the lookups of the chosen inputs, and the confirm: one Idempotency-Key per
 * intent (the api client's `createSubmission`: a double click, a retry, or going back from the review and forward
 * again with the same values books once); afterwards the balances and this package's lookups are asked again.
 * The approval popup opens only for a second factor; right 3 and approval none go to the outcome at once.
 * `?repeat=<transactionId>` starts the form from that transfer.
 */
export function OwnAccountsPage({ search = {} }: { search?: RepeatSearch }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  // The right acted with, as the approval popup reads it (right 3 without a company chosen too).
  const accessRights = useAccessRight() ?? null;
  // Between own accounts is an own-account withdrawal with its flag (payments.md 6).
  const allowed = allowedRails(usePermissions().has).includes('betweenAccounts');
  const accounts = useAccounts();
  const [inputs, setInputs] = useState<LookupInputs | null>(null);
  const lookups = useOwnTransferLookups(
    ownLookupInputs(inputs, accounts.data, search.repeat !== undefined),
    accounts.data,
  );
  const submission = useRef<Submission | null>(null);
  submission.current ??= createSubmission();
  const intent = submission.current;
  const repeat = useRepeatTransfer(search.repeat, 'betweenAccounts');

  const submit = useCallback(
    async (input: OwnTransferInput) => {
      void loadPopup();
      try {
        return await intent.submit(input, (_payload, key) => transferBetweenAccounts(api, input, key));
      } finally {
        // Settled, not only succeeded: after a timeout the transfer may have been booked all the same.
        void queryClient.invalidateQueries({ queryKey: accountKeys.all });
        void queryClient.invalidateQueries({ queryKey: transferKeys.all });
      }
    },
    [intent, queryClient],
  );

  const repeated = repeat.data?.type === 'betweenAccounts' ? repeat.data : null;
  const waiting = search.repeat !== undefined && (repeat.isPending || (repeat.data !== undefined && !repeated));
  return (
    <PageFrame>
      <TransfersFrame current="account">
        {!allowed ? (
          <EmptyState
            title={t`Not available`}
            description={t`Your access does not include transfers between your own accounts. Ask your company's administrator.`}
          />
        ) : waiting ? (
          <ScreenLoading label={t`Loading the transfer to repeat`} />
        ) : (
          <Suspense fallback={<ScreenLoading label={t`Loading the transfer`} />}>
            <OwnAccountsScreen
              accounts={toLoadable(accounts, i18n)}
              onRetry={() => void accounts.refetch()}
              lookups={lookups}
              today={today()}
              accessRight={accessRights}
              onInputsChange={setInputs}
              submit={submit}
              onAgain={() => intent.reset()}
              initialValues={
                repeated && accounts.data
                  ? ownRepeatValues(repeated.details, transferAccounts(accounts.data))
                  : undefined
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
                  <OwnAccountsPopup result={result} onOutcome={onOutcome} />
                </Suspense>
              )}
            />
          </Suspense>
        )}
        <Suspense fallback={null}>
          <RecentTransfers />
        </Suspense>
      </TransfersFrame>
    </PageFrame>
  );
}
