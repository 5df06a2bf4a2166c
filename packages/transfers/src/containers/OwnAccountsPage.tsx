import { useLingui } from '@lingui/react/macro';
import { accountKeys, PageFrame, ScreenLoading, toLoadable, useAccounts } from '@paydeck/accounts';
import { createSubmission, type Submission } from '@paydeck/api-client';
import { api, useSession } from '@paydeck/auth';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { transferKeys } from '../api/keys';
import { type OwnTransferInput, transferBetweenAccounts } from '../api/own-accounts';
import type { LookupInputs } from '../components/own-accounts/types';
import { TransfersFrame } from '../components/section/TransfersFrame';
import { useOwnTransferLookups } from './OwnAccountsLookups';

const loadScreen = () =>
  import('../components/own-accounts/OwnAccountsScreen').then((m) => ({ default: m.OwnAccountsScreen }));
void loadScreen();
const OwnAccountsScreen = lazy(loadScreen);
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
 * transfer/account: the accounts, the lookups of the chosen inputs, and the submit: one Idempotency-Key per
 * intent (the api client's `createSubmission`: a double click or a retry of the same payload books once);
 * afterwards the balances and this package's lookups are asked again, and the approval popup opens (success at
 * once for approval none, the approval for push/sms/otp/approvalCode, "Transaction created" for right 3).
 */
export function OwnAccountsPage() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const { accessRights } = useSession();
  const accounts = useAccounts();
  const [inputs, setInputs] = useState<LookupInputs>({ fromAccountId: null, toAccountId: null, amount: '' });
  const lookups = useOwnTransferLookups(inputs, accounts.data);
  const submission = useRef<Submission | null>(null);
  submission.current ??= createSubmission();
  const intent = submission.current;

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

  return (
    <PageFrame>
      <TransfersFrame current="account">
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
            approval={(result, onDone) => (
              <Suspense fallback={null}>
                <OwnAccountsPopup result={result} onDone={onDone} />
              </Suspense>
            )}
          />
        </Suspense>
        <Suspense fallback={null}>
          <RecentTransfers />
        </Suspense>
      </TransfersFrame>
    </PageFrame>
  );
}
