import { test } from '@playwright/test';
import {
  expect,
  expectAccessible,
  lastMessageId,
  loginOf,
  nextMessage,
  sandboxControlHeaders,
  signInSimple,
  submitCredentials,
} from './support';

// lina and dora are used by no other journey: their settings can change here.

test('two-step verification: set the sign-in mode, a wrong code shows the server message, the right one applies', async ({
  page,
  request,
}) => {
  const phone = '+48501234567';
  await page.goto('/login');
  await submitCredentials(page, 'lina.limited');
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/setting?tab=two-step');
  const signingIn = page.getByRole('radiogroup', { name: 'Signing in' });
  await expect(signingIn.getByRole('radio', { name: /Off/ })).toBeChecked();
  await expectAccessible(page);

  const after = await lastMessageId(request, phone);
  await signingIn.locator('label', { hasText: 'SMS code' }).click();
  await page.getByRole('button', { name: 'Save' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Confirm the change' });
  await expect(dialog).toContainText('+48******567');
  const sms = await nextMessage(request, phone, 'sms', after);

  await dialog.getByRole('textbox', { name: 'Code' }).fill('000000');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('code: is not the code we sent');

  await dialog.getByRole('textbox', { name: 'Code' }).fill(sms.code as string);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toHaveCount(0);
  // The success popup says so and closes itself after 3000 ms (spec); the page keeps the same status line.
  const success = page.getByRole('dialog', { name: 'Two-step verification' });
  await expect(success.getByRole('status')).toHaveText('Two-step verification is updated.');
  await expect(success).toBeHidden({ timeout: 10_000 });
  await expect(page.getByRole('tabpanel').getByRole('status')).toHaveText('Two-step verification is updated.');
  await expect(signingIn.getByRole('radio', { name: /SMS code/ })).toBeChecked();

  // Back to off, so the next run starts from the same state.
  const again = await lastMessageId(request, phone);
  await signingIn.locator('label', { hasText: 'Off' }).click();
  await page.getByRole('button', { name: 'Save' }).first().click();
  const off = await nextMessage(request, phone, 'sms', again);
  await page
    .getByRole('dialog')
    .getByRole('textbox', { name: 'Code' })
    .fill(off.code as string);
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(signingIn.getByRole('radio', { name: /Off/ })).toBeChecked();
});

test('linked devices: link a new device (name, code, type), see it, remove it', async ({ page }) => {
  await page.goto('/login');
  await submitCredentials(page, 'dora.direct');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/setting?tab=devices');
  await page.getByRole('button', { name: 'Link a new device' }).click();
  const dialog = page.getByRole('dialog', { name: 'Link a new device' });
  await dialog.getByRole('textbox', { name: 'Device name' }).fill('Work phone');
  await dialog.getByRole('textbox', { name: 'Code from the app' }).fill('PXL8-4242');
  await dialog.locator('label', { hasText: 'Android' }).click();
  await dialog.getByRole('button', { name: 'Link the device' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Work phone is linked.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Work phone' })).toBeVisible();

  await page.getByRole('button', { name: 'Remove Work phone' }).click();
  await page.getByRole('alertdialog', { name: 'Remove this device?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Work phone is removed.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Work phone' })).toHaveCount(0);
});

test('blacklist: block an e-mail (the page says it was added), then unblock it', async ({ page }) => {
  await page.goto('/login');
  await submitCredentials(page, 'dora.direct');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/payout-blacklist');
  await page.getByRole('textbox', { name: 'E-mail to block' }).fill('spam@example.com');
  await page.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(page.getByText('spam@example.com was added to the blacklist.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'spam@example.com' })).toContainText(
    'Payments and invoices',
  );
  await page.getByRole('button', { name: 'Unblock spam@example.com' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'spam@example.com' })).toHaveCount(0);
});

test('login history lists this sign-in, 20 a page', async ({ page }) => {
  await signInSimple(page);
  await page.goto('/login-history');
  const table = page.getByRole('grid', { name: 'Login history' });
  await expect(table.getByRole('row')).toHaveCount(21); // header + 20
  await expect(page.getByText(/^1–20 of \d+$/)).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toContainText('Web');
});

test('a password-change push event shows "Confirmation canceled"', async ({ page, request }) => {
  await signInSimple(page);
  await page.goto('/setting?tab=password');
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
  await expect
    .poll(async () => {
      const answer = await request.post('/__sandbox/publish', {
        headers: sandboxControlHeaders,
        data: { login: loginOf('anna.personal'), event: { type: 'passwordChange', code: 'canceled' } },
      });
      return ((await answer.json()) as { delivered: number }).delivered;
    })
    .toBeGreaterThan(0);
  await expect(page.getByRole('alertdialog', { name: 'Password change' })).toContainText('Confirmation canceled');
});
