import { useLingui } from '@lingui/react/macro';
import { PageFrame, ScreenLoading, toLoadable } from '@paydeck/accounts';
import { api } from '@paydeck/auth';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import {
  addPaymentEmail,
  confirmPaymentEmail,
  deletePaymentEmail,
  requestPaymentEmailCode,
  setPrimaryPaymentEmail,
} from '../api/emails';
import { paymentEmailsQuery } from './queries';
import { useKycChange } from './useKycChange';
import { useKycRights } from './useKycRights';

const loadScreen = () =>
  import('../components/emails/PaymentEmailsScreen').then((m) => ({ default: m.PaymentEmailsScreen }));
void loadScreen();
const PaymentEmailsScreen = lazy(loadScreen);

/** /payment-emails. */
export function PaymentEmailsPage() {
  const { t, i18n } = useLingui();
  const emails = useQuery(paymentEmailsQuery());
  const change = useKycChange();
  const { canManage } = useKycRights();
  return (
    <PageFrame>
      <Suspense fallback={<ScreenLoading label={t`Loading your payment e-mails`} />}>
        <PaymentEmailsScreen
          emails={toLoadable(emails, i18n)}
          onRetry={() => void emails.refetch()}
          canManage={canManage}
          actions={{
            add: change((address: string) => addPaymentEmail(api, address)),
            remove: change((id: number) => deletePaymentEmail(api, id)),
            setPrimary: change((id: number) => setPrimaryPaymentEmail(api, id)),
            requestCode: (id: number) => requestPaymentEmailCode(api, id),
            confirm: change((id: number, code: string) => confirmPaymentEmail(api, id, code)),
          }}
        />
      </Suspense>
    </PageFrame>
  );
}
