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
