import { createFileRoute } from '@tanstack/react-router';
import { CompanyPage } from '../../../containers/company/CompanyPage';

export const Route = createFileRoute('/_session/company/')({
  staticData: { catalogs: ['kyc'] },
  component: () => <CompanyPage path="documents" />,
});
