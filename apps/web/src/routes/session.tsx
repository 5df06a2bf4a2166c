import { createFileRoute, Outlet } from '@tanstack/react-router';
import { NotificationsBridge } from '@paydeck/accounts';
import { requireSession, SessionRuntime } from '@paydeck/auth';
import { loadSessionCatalog } from '@paydeck/i18n';

// Every registered-user route lives under this layout: no session → /login (the target is
// remembered); a pending KYC requirement → /kyc. The runtime (idle logout, realtime, terms) runs
// beside the pages while signed in, and realtime notifications become toasts.
export const Route = createFileRoute('/_session')({
  beforeLoad: async (context) => {
    await requireSession(context);
    // The pages under this layout speak from the session catalog (public pages never load it).
    await loadSessionCatalog();
  },
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
