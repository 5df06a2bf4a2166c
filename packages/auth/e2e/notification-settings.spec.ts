import { test } from '@playwright/test';
import { expect, signInSimple } from './support';

// Notification settings change nothing else in the sandbox; each width turns its own switch (both off by
// default), so the two runs side by side do not meet, and turns it back off at the end.
for (const [width, setting] of [
  [390, 'News and offers by e-mail'],
  [1280, 'E-mail me when I send money'],
] as const) {
  test(`at ${width} px profile/notifications shows the settings, and a change is kept after a reload`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInSimple(page);
    await page.goto('/profile/notifications');
    await expect(page.getByRole('tab', { name: 'Notifications' })).toHaveAttribute('aria-selected', 'true');
    const toggle = page.getByRole('switch', { name: setting });
    await expect(toggle).not.toBeChecked();

    const saved = page.waitForResponse((response) => response.url().includes('notificationSettingsSet'));
    await page.locator('label', { hasText: setting }).click();
    await saved;
    await expect(toggle).toBeChecked();
    await expect(toggle).toBeEnabled();

    await page.reload();
    await expect(page).toHaveURL(/\/profile\/notifications$/);
    await expect(page.getByRole('switch', { name: setting })).toBeChecked();

    await page.locator('label', { hasText: setting }).click();
    await expect(page.getByRole('switch', { name: setting })).not.toBeChecked();
  });
}

test("the settings' notifications tab and its old address (/setting?tab=notifications) open profile/notifications", async ({
  page,
}) => {
  await signInSimple(page, 'dora.direct');
  await page.goto('/setting?tab=notifications');
  await expect(page).toHaveURL(/\/profile\/notifications$/);
  await page.getByRole('tab', { name: 'Password' }).click();
  await expect(page).toHaveURL(/\/setting\?tab=password$/);
  await page.getByRole('tab', { name: 'Notifications' }).click();
  await expect(page).toHaveURL(/\/profile\/notifications$/);
  await expect(page.getByRole('switch', { name: 'News and offers by e-mail' })).toBeVisible();
});
