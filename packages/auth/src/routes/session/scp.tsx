import { createFileRoute, redirect } from '@tanstack/react-router';
import { ScpPage } from '../../containers/ScpPages';
import { sessionState } from '../../session/store';

// "scp (only when a login result exists)": reachable after a finished sign-in only.
export const Route = createFileRoute('/_session/scp')({
  staticData: { catalogs: ['auth', 'auth-public'] },
  beforeLoad: () => {
    if (sessionState().loginCompletedAt === null) throw redirect({ href: '/home', replace: true });
  },
  component: ScpPage,
});
