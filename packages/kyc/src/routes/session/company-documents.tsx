import { createFileRoute } from '@tanstack/react-router';
import { CompanyDocumentsPage } from '../../containers/company/CompanyDocumentsPage';

export const Route = createFileRoute('/_session/company-documents')({
  staticData: { catalogs: ['kyc'] },
  component: CompanyDocumentsPage,
});
