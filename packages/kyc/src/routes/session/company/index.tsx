import { createFileRoute } from '@tanstack/react-router';
import { CompanyPage, prefetchCompanyPage } from '../../../containers/company/CompanyPage';

export const Route = createFileRoute('/_session/company/')({
  staticData: { catalogs: ['kyc'] },
  loader: ({ context }) => prefetchCompanyPage(context.queryClient),
  component: () => <CompanyPage path="documents" />,
});
