import { useLingui } from '@lingui/react/macro';
import { SkeletonGroup } from '@paydeck/ui';
import { useRouter } from '@tanstack/react-router';
import { type ComponentType, lazy, Suspense } from 'react';
import { type SettingsTab, SettingsScreen } from '../components/settings/SettingsScreen';
import { settingsTabHref } from '../components/settings/tabs';

// Each tab's code loads when the tab opens (the login history table, the device dialogs… are not
// needed to change a password).
const panels: Record<SettingsTab, ComponentType> = {
  'two-step': lazy(() => import('./settings/TwoStepPanel').then((m) => ({ default: m.TwoStepPanel }))),
  password: lazy(() => import('./settings/PasswordPanel').then((m) => ({ default: m.PasswordPanel }))),
  devices: lazy(() => import('./settings/DevicesPanel').then((m) => ({ default: m.DevicesPanel }))),
  'ip-whitelist': lazy(() => import('./settings/IpWhitelistPanel').then((m) => ({ default: m.IpWhitelistPanel }))),
  blacklist: lazy(() => import('./settings/BlacklistPanel').then((m) => ({ default: m.BlacklistPanel }))),
  'login-history': lazy(() => import('./settings/LoginHistoryPanel').then((m) => ({ default: m.LoginHistoryPanel }))),
  notifications: lazy(() => import('./settings/NotificationsPanel').then((m) => ({ default: m.NotificationsPanel }))),
};

/** /setting?tab=… (and /profile/notifications): the security settings, one tab per section. */
export function SettingsPage({ tab = 'two-step' }: { tab?: SettingsTab | undefined }) {
  const router = useRouter();
  const { t } = useLingui();
  const Panel = panels[tab];
  return (
    <SettingsScreen
      tab={tab}
      onTabChange={(next) => void router.navigate({ href: settingsTabHref(next), replace: true })}
    >
      <Suspense fallback={<SkeletonGroup lines={4} label={t`Loading`} />}>
        <Panel />
      </Suspense>
    </SettingsScreen>
  );
}
