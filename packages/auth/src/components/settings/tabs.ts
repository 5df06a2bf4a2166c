export const settingsTabs = [
  'two-step',
  'password',
  'devices',
  'ip-whitelist',
  'blacklist',
  'login-history',
  'notifications',
] as const;
export type SettingsTab = (typeof settingsTabs)[number];

/** Each tab's address: the notifications tab is the spec's own route, profile/notifications (2.2). */
export const settingsTabHref = (tab: SettingsTab): string =>
  tab === 'notifications' ? '/profile/notifications' : `/setting?tab=${tab}`;
