import { createFileRoute } from '@tanstack/react-router';
import { ProfileUpdatePage } from '../../containers/ProfileUpdatePage';

export const Route = createFileRoute('/_session/profile-update')({
  staticData: { catalogs: ['kyc'] },
  component: ProfileUpdatePage,
});
