import { expect, test } from '@playwright/test';
import { loginOf, signIn } from '@paydeck/e2e';

// The list's filter says how many tickets each choice holds (the proxy's zoho/tickets/stats). anna's closed ticket
// is seeded; the other journeys add open and new ones beside this one, so only Closed has a fixed count.
for (const [width, height] of [
  [390, 844],
  [1280, 900],
] as const) {
  test(`at ${width} px the ticket filter shows each choice's count`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await signIn(page, loginOf('anna.personal'));
    await page.goto('/messages');
    await page.getByRole('button', { name: /Show/ }).click();
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options).toHaveText([/^All · \d+$/, /^Open · \d+$/, /^New · \d+$/, 'Closed · 1']);
  });
}
