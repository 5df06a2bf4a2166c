import { useLingui } from '@lingui/react/macro';
import { type LazyScreen, lazyScreen, SkeletonGroup } from '@paydeck/ui';
import { useRouter } from '@tanstack/react-router';
import { type ComponentType, Suspense } from 'react';
import { type SettingsTab, SettingsScreen } from '../components/settings/SettingsScreen';
import { settingsTabHref } from '../components/settings/tabs';

// Each tab's code loads when the tab opens (the login history table, the device dialogs… are not needed to change a
// password). The route's loader waits for the tab it opens (loadSettingsPanel), so the panel draws at once instead of
// after a skeleton React holds for at least 300 ms (ui's lazyScreen); a tab chosen later shows the skeleton meanwhile.
const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): LazyScreen<object> =>
  lazyScreen(() => load().then((m) => m[name]));
const panels: Record<SettingsTab, LazyScreen<object>> = {
  'two-step': named(() => import('./settings/TwoStepPanel'), 'TwoStepPanel'),
  password: named(() => import('./settings/PasswordPanel'), 'PasswordPanel'),
  devices: named(() => import('./settings/DevicesPanel'), 'DevicesPanel'),
  'ip-whitelist': named(() => import('./settings/IpWhitelistPanel'), 'IpWhitelistPanel'),
  blacklist: named(() => import('./settings/BlacklistPanel'), 'BlacklistPanel'),
  'login-history': named(() => import('./settings/LoginHistoryPanel'), 'LoginHistoryPanel'),
  notifications: named(() => import('./settings/NotificationsPanel'), 'NotificationsPanel'),
};

/** The route's loader: the code of the tab the page opens on. */
export const loadSettingsPanel = (tab: SettingsTab = 'two-step'): Promise<unknown> => panels[tab].preload();

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
