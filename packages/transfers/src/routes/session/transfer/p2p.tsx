import { createFileRoute } from '@tanstack/react-router';
import { P2pPage } from '../../../containers/p2p/P2pPage';
import { readRepeatSearch } from '../../../containers/repeat/repeat-search';

// `?repeat=<transactionId>` (history's "Repeat") starts the form from that payment.
export const Route = createFileRoute('/_session/transfer/p2p')({
  staticData: { catalogs: ['accounts', 'transfers'], needs: 'initiate' },
  validateSearch: readRepeatSearch,
  component: function TransferP2p() {
    return <P2pPage search={Route.useSearch()} />;
  },
});
