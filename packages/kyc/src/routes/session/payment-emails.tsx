import { createFileRoute } from '@tanstack/react-router';
import { PaymentEmailsPage } from '../../containers/PaymentEmailsPage';

export const Route = createFileRoute('/_session/payment-emails')({
  staticData: { catalogs: ['kyc'] },
  component: PaymentEmailsPage,
});
