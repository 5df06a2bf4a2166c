import { test } from '@playwright/test';
import { expect, expectAccessible, lastMessageId, loginOf, nextMessage, submitCredentials } from './support';

// erin is used by no other journey: her password may change here (any earlier run's password is replaced).

test('account recovery: e-mail, the link from the inbox, a new password, then signing in with it', async ({
  page,
  request,
}) => {
  const erin = loginOf('erin.employee');
  const after = await lastMessageId(request, erin);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/account-recovery\/email$/);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(erin);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page).toHaveURL(/\/account-recovery\/status\?email=/);
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();

  const mail = await nextMessage(request, erin, 'email', after);
  await page.goto(mail.link as string);
  await expect(page).toHaveURL(/\/account-recovery\/password\?/);
  await expectAccessible(page);
  const password = `new-Pass-${Date.now() % 100000}`;
  await page.getByLabel(/^New password/).fill(password);
  await page.getByLabel(/^Repeat the new password/).fill(password);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page).toHaveURL(/\/account-recovery\/success$/);
  await expect(page.getByRole('status')).toHaveText('Your password has been successfully updated');

  await page.getByRole('link', { name: 'Sign in' }).click();
  await submitCredentials(page, 'erin.employee', password);
  await expect(page).not.toHaveURL(/\/login/);
});

test('a recovery link that is not valid says so', async ({ page }) => {
  await page.goto(`/account-recovery/reset?email=${encodeURIComponent(loginOf('erin.employee'))}&code=00000000`);
  await expect(page.getByRole('alert')).toContainText('This link is not valid any more');
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
});
