import { useLingui } from '@lingui/react/macro';
import { SkeletonGroup } from '@paydeck/ui';
import { lazy, Suspense } from 'react';
import { SessionPage } from '../components/layout/PublicPage';

const LoginHistoryPanel = lazy(() =>
  import('./settings/LoginHistoryPanel').then((m) => ({ default: m.LoginHistoryPanel })),
);
const BlacklistPanel = lazy(() => import('./settings/BlacklistPanel').then((m) => ({ default: m.BlacklistPanel })));

/** login-history (spec 2.2): the settings' section on its own page. */
export function LoginHistoryPage() {
  const { t } = useLingui();
  return (
    <SessionPage title={t`Login history`}>
      <Suspense fallback={<SkeletonGroup lines={4} label={t`Loading`} />}>
        <LoginHistoryPanel />
      </Suspense>
    </SessionPage>
  );
}

/** payout-blacklist (spec 2.2): the blacklist on its own page. */
export function BlacklistPage() {
  const { t } = useLingui();
  return (
    <SessionPage title={t`Blacklist`}>
      <Suspense fallback={<SkeletonGroup lines={4} label={t`Loading`} />}>
        <BlacklistPanel />
      </Suspense>
    </SessionPage>
  );
}
