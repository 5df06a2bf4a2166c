import { createFileRoute } from '@tanstack/react-router';
import { LimitedAccountPage, loadLimitedAccountPage } from '../../containers/LimitedAccountPage';

export const Route = createFileRoute('/_session/limited-account')({
  staticData: { catalogs: ['kyc'] },
  loader: ({ context }) => loadLimitedAccountPage(context.queryClient),
  component: LimitedAccountPage,
});
