import { createFileRoute } from '@tanstack/react-router';
import { type ExternalSearch, ExternalPage } from '../../../containers/external/ExternalPage';

// The country and the rail live in the address (?country=BR&rail=wire); the page reads them.
export const Route = createFileRoute('/_session/transfer/external')({
  staticData: { catalogs: ['accounts', 'transfers'], needs: 'initiate' },
  validateSearch: (search: Record<string, unknown>) => search as ExternalSearch,
  component: function TransferExternal() {
    return <ExternalPage rawSearch={Route.useSearch()} />;
  },
});
