import { createFileRoute } from '@tanstack/react-router';
import { CompanyPage, loadCompanyPage } from '../../../containers/company/CompanyPage';

export const Route = createFileRoute('/_session/company/')({
  staticData: { catalogs: ['kyc'] },
  loader: ({ context }) => loadCompanyPage(context.queryClient),
  component: () => <CompanyPage path="documents" />,
});
