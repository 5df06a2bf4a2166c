import { expect, test } from '@playwright/test';
import { loginOf, signIn } from '@paydeck/e2e';

// Attachments are chosen with the kit's file picker (the product's button and words, not the browser's native
// input): the chosen file is listed with its size and can be removed before sending.
for (const [width, height] of [
  [390, 844],
  [1280, 900],
] as const) {
  test(`at ${width} px a new ticket's files are chosen with the product's button and can be removed`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await signIn(page, loginOf('anna.personal'));
    await page.goto('/messages');
    await page.getByRole('button', { name: 'New ticket' }).click();
    const form = page.getByRole('form', { name: 'New ticket' });
    const files = form.getByRole('group', { name: 'Attach files' });
    await expect(files.locator('input[type=file]')).toBeHidden();
    const chooser = page.waitForEvent('filechooser');
    await files.getByRole('button', { name: 'Choose files' }).click();
    await (await chooser).setFiles({
      name: 'statement.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n% the statement\n'),
    });
    await expect(files.getByText('statement.pdf')).toBeVisible();
    await expect(files.getByText('25 B')).toBeVisible();
    await files.getByRole('button', { name: 'Remove statement.pdf' }).click();
    await expect(files.getByText('statement.pdf')).toHaveCount(0);
  });
}
