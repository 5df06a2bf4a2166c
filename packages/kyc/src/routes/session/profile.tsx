import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage, loadProfilePage } from '../../containers/ProfilePage';

export const Route = createFileRoute('/_session/profile')({
  staticData: { catalogs: ['kyc'] },
  loader: ({ context }) => loadProfilePage(context.queryClient),
  component: ProfilePage,
});
