import { createFileRoute } from '@tanstack/react-router';
import { CompanyPage } from '../../containers/CompanyPage';

export const Route = createFileRoute('/_session/select-company')({
  staticData: { catalogs: ['auth'] },
  component: CompanyPage,
});
