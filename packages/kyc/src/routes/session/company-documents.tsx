import { createFileRoute } from '@tanstack/react-router';
import { CompanyDocumentsPage, prefetchCompanyDocumentsPage } from '../../containers/company/CompanyDocumentsPage';

export const Route = createFileRoute('/_session/company-documents')({
  staticData: { catalogs: ['kyc'] },
  loader: ({ context }) => prefetchCompanyDocumentsPage(context.queryClient),
  component: CompanyDocumentsPage,
});
