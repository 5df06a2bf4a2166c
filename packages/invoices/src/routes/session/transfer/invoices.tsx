import { createFileRoute } from '@tanstack/react-router';
import type { InvoiceSearch } from '../../../model/search';
import { InvoicesPage, loadInvoicesPage } from '../../../containers/InvoicesPage';

// transfers-invoices (payments.md 2). The lists' search lives in the address; the page reads it (no parser in the
// first paint's route tree). `transfers` brings the approval popup's words.
export const Route = createFileRoute('/_session/transfer/invoices')({
  staticData: { catalogs: ['accounts', 'transfers', 'invoices'] },
  validateSearch: (search: Record<string, unknown>) => search as InvoiceSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadInvoicesPage(context.queryClient, deps as Record<string, unknown>),
  component: function Invoices() {
    return <InvoicesPage rawSearch={Route.useSearch()} />;
  },
});
