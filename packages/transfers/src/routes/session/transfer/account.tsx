import { createFileRoute } from '@tanstack/react-router';
import { loadOwnAccountsPage, OwnAccountsPage } from '../../../containers/OwnAccountsPage';
import { readRepeatSearch } from '../../../containers/repeat/repeat-search';

// `?repeat=<transactionId>` (history's "Repeat") starts the form from that transfer.
export const Route = createFileRoute('/_session/transfer/account')({
  staticData: { catalogs: ['accounts', 'transfers'], needs: 'initiate' },
  validateSearch: readRepeatSearch,
  loader: ({ context }) => loadOwnAccountsPage(context.queryClient),
  component: function TransferAccount() {
    return <OwnAccountsPage search={Route.useSearch()} />;
  },
});
