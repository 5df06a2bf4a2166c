import { createFileRoute } from '@tanstack/react-router';
import { AdminOverviewPage } from '../../containers/company/AdminOverviewPage';

export const Route = createFileRoute('/_session/admin-overview')({
  staticData: { catalogs: ['kyc'] },
  component: AdminOverviewPage,
});
