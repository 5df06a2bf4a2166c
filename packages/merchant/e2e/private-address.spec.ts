import { expect, test } from '@playwright/test';
import { signInAsBoris } from './support';

// The journeys' sandbox allows loopback (for the local receiver), never a private range: 10.0.0.1 stands for an
// internal service a webhook must not reach.
test('a webhook to a private address is refused with the response popup', async ({ page }) => {
  await signInAsBoris(page);
  await page.goto('/merchant/internal/webhook_log');
  await page.getByRole('button', { name: 'Add a webhook' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a webhook' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Intranet');
  await dialog.getByRole('textbox', { name: 'Address' }).fill('http://10.0.0.1/hook');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('dialog').getByText('url: resolves to a private address')).toBeVisible();
});
