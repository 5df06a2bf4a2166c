import { useLingui } from '@lingui/react/macro';
import { openPaymentAccounts, pageLayout, toLoadable, useAccounts } from '@paydeck/accounts';
import { api, useCompanyRights } from '@paydeck/auth';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { createIdentity, fetchIdentities, fetchIdentityFee } from '../api/commerce';
import { merchantKeys } from '../api/keys';
import { VerificationScreen } from '../components/VerificationScreen';
import { useMerchantCustomer } from './customer';
import { useActions } from './useActions';

const VerificationDialog = lazy(() =>
  import('../components/VerificationDialog').then((m) => ({ default: m.VerificationDialog })),
);
const ResponsePopup = lazy(() => import('./MerchantPopups').then((m) => ({ default: m.ResponsePopup })));

export const VerificationSection = () => <Verification view="verification" />;
export const VerificationHistorySection = () => <Verification view="history" />;

/** security/verification (the section's landing) and its history. */
function Verification({ view }: { view: 'verification' | 'history' }) {
  const { t, i18n } = useLingui();
  const { can } = useCompanyRights();
  const customerId = useMerchantCustomer();
  const [creating, setCreating] = useState(false);
  const [feeAccount, setFeeAccount] = useState(0);
  const actions = useActions((text) => <p className={pageLayout.message}>{text}</p>);
  const identities = useQuery({
    queryKey: merchantKeys.list('identities', customerId),
    queryFn: ({ signal }) => fetchIdentities(api, signal),
  });
  const accounts = openPaymentAccounts(useAccounts().data ?? []);
  const chosen = feeAccount || accounts[0]?.accountId || 0;
  const fee = useQuery({
    queryKey: merchantKeys.list('identityFee', customerId, { chosen }),
    queryFn: ({ signal }) => fetchIdentityFee(api, chosen, signal),
    enabled: creating && chosen > 0,
  });
  return (
    <>
      <VerificationScreen
        canChange={can('initiate')}
        view={view}
        identities={toLoadable(identities, i18n)}
        onCreate={() => {
          actions.fresh();
          setCreating(true);
        }}
        onRetry={() => void identities.refetch()}
        notice={actions.message}
      />
      <Suspense fallback={null}>
        {creating && (
          <VerificationDialog
            accounts={accounts.map((a) => ({
              accountId: a.accountId,
              label: `${a.currencyCode} · ${a.accountNumber}`,
            }))}
            fee={fee.data ?? null}
            onAccount={setFeeAccount}
            onClose={() => setCreating(false)}
            onSubmit={async (input) => {
              const done = await actions.run(
                input,
                (key) => createIdentity(api, input, key),
                t`The verification of ${input.email} was asked for.`,
              );
              if (done) setCreating(false);
            }}
          />
        )}
        {actions.refusal !== undefined && (
          <ResponsePopup isOpen answer={actions.refusal} onOpenChange={(isOpen) => !isOpen && actions.closeRefusal()} />
        )}
      </Suspense>
    </>
  );
}
