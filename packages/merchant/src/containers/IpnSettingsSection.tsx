import { useLingui } from '@lingui/react/macro';
import { pageLayout, toLoadable } from '@paydeck/accounts';
import { api } from '@paydeck/auth';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { fetchIpnSettings, fetchPaymentNotification, saveIpnSettings, savePaymentNotification } from '../api/commerce';
import { merchantKeys } from '../api/keys';
import { IpnSettingsScreen } from '../components/IpnSettingsScreen';
import { useMerchantCustomer } from './customer';
import { useActions } from './useActions';

const loadPopups = () => import('./MerchantPopups');
const ConfirmAction = lazy(() => loadPopups().then((m) => ({ default: m.ConfirmAction })));
const ShownOnce = lazy(() => loadPopups().then((m) => ({ default: m.ShownOnce })));
const ResponsePopup = lazy(() => loadPopups().then((m) => ({ default: m.ResponsePopup })));

/** ipn/settings: notifyUrl and its status, the payment-notification status, a new secret shown once. */
export function IpnSettingsSection() {
  const { t, i18n } = useLingui();
  const customerId = useMerchantCustomer();
  const [popup, setPopup] = useState<{ kind: 'confirm' } | { kind: 'secret'; secret: string } | null>(null);
  const actions = useActions((text) => <p className={pageLayout.message}>{text}</p>);
  const ipn = useQuery({
    queryKey: merchantKeys.list('ipnSettings', customerId),
    queryFn: ({ signal }) => fetchIpnSettings(api, signal),
  });
  const payment = useQuery({
    queryKey: merchantKeys.list('paymentNotification', customerId),
    queryFn: ({ signal }) => fetchPaymentNotification(api, signal),
  });
  const statusId = payment.data?.statusId ?? 1;
  return (
    <>
      <IpnSettingsScreen
        ipn={toLoadable(ipn, i18n)}
        statusId={toLoadable({ ...payment, data: payment.data?.statusId }, i18n)}
        onSaveIpn={(settings) => {
          actions.fresh();
          return actions.run(settings, (key) => saveIpnSettings(api, settings, key), t`The IPN settings were saved.`);
        }}
        onSaveStatus={(next) => {
          actions.fresh();
          const input = { statusId: next, regenerateSecret: false };
          return actions.run(input, (key) => savePaymentNotification(api, input, key), t`The settings were saved.`);
        }}
        onNewSecret={() => {
          actions.fresh();
          setPopup({ kind: 'confirm' });
        }}
        onRetry={() => {
          void ipn.refetch();
          void payment.refetch();
        }}
        notice={actions.message}
      />
      <Suspense fallback={null}>
        {popup?.kind === 'confirm' && (
          <ConfirmAction
            title={t`Make a new secret?`}
            confirmLabel={t`Make a new secret`}
            onClose={() => setPopup(null)}
            onConfirm={async () => {
              let secret = '';
              const input = { statusId, regenerateSecret: true };
              const done = await actions.run(
                input,
                async (key) => {
                  secret = (await savePaymentNotification(api, input, key)).secret ?? '';
                },
                t`A new secret was made; the old one no longer signs.`,
              );
              setPopup(done && secret ? { kind: 'secret', secret } : null);
            }}
          />
        )}
        {popup?.kind === 'secret' && (
          <ShownOnce title={t`Your new secret`} value={popup.secret} onClose={() => setPopup(null)} />
        )}
        {actions.refusal !== undefined && (
          <ResponsePopup isOpen answer={actions.refusal} onOpenChange={(isOpen) => !isOpen && actions.closeRefusal()} />
        )}
      </Suspense>
    </>
  );
}
