// @vitest-environment node
import { settingsTabHref, settingsTabs } from './tabs';

test('the notifications tab lives at the spec route profile/notifications', () => {
  expect(settingsTabHref('notifications')).toBe('/profile/notifications');
});

test.each(settingsTabs.filter((tab) => tab !== 'notifications'))('the %s tab stays a tab of /setting', (tab) => {
  expect(settingsTabHref(tab)).toBe(`/setting?tab=${tab}`);
});
