import { createFileRoute } from '@tanstack/react-router';
import { LimitedAccountPage, prefetchLimitedAccountPage } from '../../containers/LimitedAccountPage';

export const Route = createFileRoute('/_session/limited-account')({
  staticData: { catalogs: ['kyc'] },
  loader: ({ context }) => prefetchLimitedAccountPage(context.queryClient),
  component: LimitedAccountPage,
});
