import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage, prefetchProfilePage } from '../../containers/ProfilePage';

export const Route = createFileRoute('/_session/profile')({
  staticData: { catalogs: ['kyc'] },
  loader: ({ context }) => prefetchProfilePage(context.queryClient),
  component: ProfilePage,
});
