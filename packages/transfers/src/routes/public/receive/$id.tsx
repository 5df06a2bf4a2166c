import { createFileRoute } from '@tanstack/react-router';
import { ReceivePage } from '../../../containers/global-pay/ReceivePage';

// The public recipient page of a global payment: the id is the payment secret from the e-mailed link (no session).
export const Route = createFileRoute('/receive/$id')({
  staticData: { catalogs: ['accounts', 'transfers'] },
  component: function Receive() {
    const { id } = Route.useParams();
    return <ReceivePage key={id} paymentSecret={id} />;
  },
});
