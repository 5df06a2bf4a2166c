import { expect, test } from '@playwright/test';
import { signInBoris } from './global-pay-support';

// Own-account withdrawals (payments.md 6; WIRE.md "Own-account withdrawals"), at a phone's and a laptop's width.
// Northwind (boris) may send wire and EFT to others and withdraw by wire, EFT and crypto to its own accounts
// (sandbox seed): the external screen asks whose account it is, and offers each side only the rails its flags allow.
// Lean: no axe (the stories run it). Limits: the suite's standard one.

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("whose account decides the rails: crypto only to the company's own wallet", async ({ page }) => {
      await signInBoris(page);
      await page.goto('/transfer/external?country=DE');
      const whose = page.getByRole('radiogroup', { name: 'Send to' });
      const how = page.getByRole('radiogroup', { name: 'How to send' });
      await expect(whose.getByRole('radio', { name: "Someone else's account" })).toBeChecked();
      await expect(how.getByRole('radio', { name: 'Wire (SWIFT)' })).toBeVisible();
      await expect(how.getByRole('radio', { name: 'Crypto' })).toHaveCount(0);

      await whose.getByText('My own account elsewhere').click();
      await expect(page).toHaveURL(/to=own/);
      await expect(page).toHaveURL(/country=DE/);
      await expect(how.getByRole('radio', { name: 'Crypto' })).toBeVisible();
      await expect(how.getByRole('radio', { name: 'Wire (SWIFT)' })).toBeVisible();
      await expect(how.getByRole('radio', { name: 'To a card' })).toHaveCount(0);
    });
  });
}
