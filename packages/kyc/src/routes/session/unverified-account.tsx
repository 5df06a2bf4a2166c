import { createFileRoute } from '@tanstack/react-router';
import { UnverifiedAccountPage } from '../../containers/UnverifiedAccountPage';

export const Route = createFileRoute('/_session/unverified-account')({
  staticData: { catalogs: ['kyc'] },
  component: UnverifiedAccountPage,
});
