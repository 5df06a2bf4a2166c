import { createFileRoute } from '@tanstack/react-router';
import { CompanyDocumentsPage, loadCompanyDocumentsPage } from '../../containers/company/CompanyDocumentsPage';

export const Route = createFileRoute('/_session/company-documents')({
  staticData: { catalogs: ['kyc'] },
  loader: ({ context }) => loadCompanyDocumentsPage(context.queryClient),
  component: CompanyDocumentsPage,
});
