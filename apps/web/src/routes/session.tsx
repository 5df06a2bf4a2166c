import { createFileRoute, Outlet } from '@tanstack/react-router';
import { NotificationsBridge, type StatusNoticeComponent, StatusNoticeProvider } from '@paydeck/accounts';
import { requireSession, SessionRuntime } from '@paydeck/auth';
import { lazy, Suspense } from 'react';
import { signedInCatalogs } from '../shell/route-catalogs';

// kyc's account notice, placed by the pages in accounts' slot (a feature's component the pages may not import
// themselves); a chunk of its own, fetched when a page first shows the slot.
const AccountStatusNotice = lazy(() =>
  import('@paydeck/kyc/status-notice').then((m) => ({ default: m.AccountStatusNotice })),
);
const StatusNotice: StatusNoticeComponent = (props) => (
  <Suspense fallback={null}>
    <AccountStatusNotice {...props} />
  </Suspense>
);

// Every registered-user route lives under this layout: no session → /login (the target is
// remembered); a pending KYC requirement → /kyc; a company user without balance-info access → the company
// documents, and a page whose route needs what the company right does not allow → home. The runtime (idle
// logout, realtime, terms) runs beside the pages while signed in, and realtime notifications become toasts. The
// pages' account status notice (home, transfers, cards) is kyc's, given to them here.
// Its words (and those shared by every signed-in page) load with its chunk; each page's own come with the
// page's route.
export const Route = createFileRoute('/_session')({
  staticData: { catalogs: signedInCatalogs },
  // the matched routes' `staticData.needs` are what the company right must allow (auth's company rights)
  beforeLoad: (options): Promise<void> => requireSession(options, options.matches),
  component: function SessionLayout() {
    return (
      <>
        <SessionRuntime />
        <NotificationsBridge />
        <StatusNoticeProvider value={StatusNotice}>
          <Outlet />
        </StatusNoticeProvider>
      </>
    );
  },
});
