import { createFileRoute } from '@tanstack/react-router';
import { CompanyAccessPage } from '../../containers/company/CompanyAccessPage';

export const Route = createFileRoute('/_session/company-access')({
  staticData: { catalogs: ['kyc'] },
  component: CompanyAccessPage,
});
