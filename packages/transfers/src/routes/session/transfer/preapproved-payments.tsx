import { createFileRoute } from '@tanstack/react-router';
import type { PreapprovedSearch } from '../../../components/preapproved/search';
import { PreapprovedPage } from '../../../containers/preapproved/PreapprovedPage';

// The filters live in the address; the page reads them (no parser in the first paint's route tree).
export const Route = createFileRoute('/_session/transfer/preapproved-payments')({
  staticData: { catalogs: ['accounts', 'transfers'] },
  validateSearch: (search: Record<string, unknown>) => search as PreapprovedSearch,
  component: function PreapprovedPayments() {
    return <PreapprovedPage rawSearch={Route.useSearch()} />;
  },
});
