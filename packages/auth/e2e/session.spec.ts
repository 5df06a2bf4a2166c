import { test } from '@playwright/test';
import { expect, expectAccessible, signInSimple, storedSession, submitCredentials } from './support';

test('without a session the target path is remembered and reached after signing in', async ({ page }) => {
  await page.goto('/setting?tab=devices');
  await expect(page).toHaveURL(/\/login$/);
  await submitCredentials(page, 'anna.personal');
  await expect(page).toHaveURL(/\/setting\?tab=devices$/);
  await expect(page.getByRole('tab', { name: 'Devices', selected: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Linked devices' })).toBeVisible();
});

test('an open-redirect attempt is not remembered', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => sessionStorage.setItem('paydeck.auth.target', '//evil.example/steal'));
  await submitCredentials(page, 'anna.personal');
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/home$/);
});

test('idle: the warning comes after 14 minutes, "Stay signed in" keeps the session, 15 idle minutes end it', async ({
  page,
}) => {
  await page.clock.install();
  await signInSimple(page);
  await page.goto('/setting');
  await expect(page.getByRole('heading', { name: 'Security settings' })).toBeVisible();

  await page.clock.fastForward('13:50');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await page.clock.fastForward('00:15');
  const warning = page.getByRole('alertdialog', { name: 'Are you still there?' });
  await expect(warning).toBeVisible();
  await expect(warning.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
  await expectAccessible(page);
  await warning.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(warning).toHaveCount(0);

  await page.clock.fastForward('14:05');
  await expect(warning).toBeVisible();
  await page.clock.fastForward('01:00');
  await expect(page).toHaveURL(/\/login\?reason=sessionExpired$/);
  await expect(page.getByRole('status')).toContainText('Your session has expired. Please sign in again.');
  expect((await storedSession(page))?.tokens ?? null).toBeNull();
});

test('logout: the server ends the refresh token, the session is cleared, the person lands on /login', async ({
  page,
  request,
}) => {
  await page.clock.install();
  await signInSimple(page);
  await page.goto('/setting');
  await expect(page.getByRole('heading', { name: 'Security settings' })).toBeVisible();
  const refreshToken = (await storedSession(page))?.tokens?.refreshToken;
  expect(refreshToken).toBeTruthy();
  await page.evaluate(() => sessionStorage.setItem('paydeck.cards', 'a store of another package'));

  // The idle warning's "Sign out" is a logout chosen by the person (the shell's menu calls the same logout).
  await page.clock.fastForward('14:01');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await storedSession(page))?.tokens ?? null).toBeNull();
  expect(await page.evaluate(() => sessionStorage.getItem('paydeck.cards'))).toBeNull();

  await expect.poll(async () => (await request.post('/auth/refresh', { data: { refreshToken } })).status()).toBe(403);

  // A session page now asks to sign in again.
  await page.goto('/setting');
  await expect(page).toHaveURL(/\/login$/);
});
