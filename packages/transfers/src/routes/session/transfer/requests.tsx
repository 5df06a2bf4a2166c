import { createFileRoute } from '@tanstack/react-router';
import type { RequestsSearch } from '../../../components/company-requests/search';
import { CompanyRequestsPage } from '../../../containers/company-requests/CompanyRequestsPage';

// The filters live in the address; the page reads them (no parser in the first paint's route tree).
export const Route = createFileRoute('/_session/transfer/requests')({
  staticData: { catalogs: ['accounts', 'transfers'] },
  validateSearch: (search: Record<string, unknown>) => search as RequestsSearch,
  component: function TransferRequests() {
    return <CompanyRequestsPage rawSearch={Route.useSearch()} />;
  },
});
