import { createFileRoute, notFound } from '@tanstack/react-router';
import { CompanyDeclarationsPage } from '../../../containers/company/CompanyDeclarationsPage';
import { CompanyPage, loadCompanyPage } from '../../../containers/company/CompanyPage';
import { isCompanyPath } from '../../../model/company-paths';

export const Route = createFileRoute('/_session/company/$path')({
  staticData: { catalogs: ['kyc'] },
  params: {
    parse: ({ path }) => {
      if (!isCompanyPath(path)) throw notFound();
      return { path };
    },
    stringify: ({ path }) => ({ path }),
  },
  loader: ({ context }) => loadCompanyPage(context.queryClient),
  component: function Company() {
    const { path } = Route.useParams();
    if (path === 'declarations') return <CompanyDeclarationsPage />;
    return <CompanyPage key={path} path={path} />;
  },
});
