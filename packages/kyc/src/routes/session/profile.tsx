import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../containers/ProfilePage';

export const Route = createFileRoute('/_session/profile')({
  staticData: { catalogs: ['kyc'] },
  component: ProfilePage,
});
