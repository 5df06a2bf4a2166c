import { createFileRoute, Outlet } from '@tanstack/react-router';
import { NotificationsBridge } from '@paydeck/accounts';
import { requireSession, SessionRuntime } from '@paydeck/auth';
import { signedInCatalogs } from '../shell/route-catalogs';

// Every registered-user route lives under this layout: no session → /login (the target is
// remembered); a pending KYC requirement → /kyc. The runtime (idle logout, realtime, terms) runs
// beside the pages while signed in, and realtime notifications become toasts. Its words (and those shared
// by every signed-in page) load with its chunk; each page's own come with the page's route.
export const Route = createFileRoute('/_session')({
  staticData: { catalogs: signedInCatalogs },
  beforeLoad: requireSession,
  component: function SessionLayout() {
    return (
      <>
        <SessionRuntime />
        <NotificationsBridge />
        <Outlet />
      </>
    );
  },
});
