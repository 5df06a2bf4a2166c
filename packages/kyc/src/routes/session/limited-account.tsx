import { createFileRoute } from '@tanstack/react-router';
import { LimitedAccountPage } from '../../containers/LimitedAccountPage';

export const Route = createFileRoute('/_session/limited-account')({
  staticData: { catalogs: ['kyc'] },
  component: LimitedAccountPage,
});
