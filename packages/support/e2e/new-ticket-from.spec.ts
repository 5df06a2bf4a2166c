import { expect, test } from '@playwright/test';
import { loginOf, signIn } from '@paydeck/e2e';

// A new ticket says who it is from: the helpdesk's identity for the jwt (POST me), and asks the fields the helpdesk
// lists (GET ticketsFields: the subject, at most 255 characters).
for (const [width, height] of [
  [390, 844],
  [1280, 900],
] as const) {
  test(`at ${width} px a new ticket says who it is from and asks the helpdesk's fields`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await signIn(page, loginOf('anna.personal'));
    await page.goto('/messages');
    await page.getByRole('button', { name: 'New ticket' }).click();
    const form = page.getByRole('form', { name: 'New ticket' });
    await expect(form.getByText(`From Anna Novak (${loginOf('anna.personal')})`)).toBeVisible();
    await expect(form.getByRole('textbox', { name: /Subject/ })).toHaveAttribute('maxlength', '255');
  });
}
