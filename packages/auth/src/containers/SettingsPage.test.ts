import { loadSettingsPanel } from './SettingsPage';
import { NotificationsPanel } from './settings/NotificationsPanel';
import { PasswordPanel } from './settings/PasswordPanel';
import { TwoStepPanel } from './settings/TwoStepPanel';

// The routes' loaders wait for the code of the tab the page opens on, so it draws at once (no skeleton that React
// would hold for 300 ms after the code came).
test.each([
  ['password', PasswordPanel],
  ['notifications', NotificationsPanel],
  [undefined, TwoStepPanel],
] as const)("the loader of the settings tab %s waits for that tab's code", async (tab, panel) => {
  await expect(loadSettingsPanel(tab)).resolves.toBe(panel);
});
