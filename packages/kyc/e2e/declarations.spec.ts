import { expect, test } from '@playwright/test';
import { expectAccessible, submitCredentials } from '@paydeck/e2e';

// Bluefin is seeded as a webcam studio (the adult group): its industry asks for the studio and streaming-platform
// declarations and the prohibited escort statement. Boris (full access) signs one at each width; the signature is
// the server's, so it is still there after a reload.
test('boris signs a compliance declaration for Bluefin, listed as outstanding on the company page, at 390 and 1280 px', async ({
  page,
}) => {
  await page.goto('/login');
  await submitCredentials(page, 'boris.business');
  await expect(page).toHaveURL(/\/select-company$/);
  await page.getByRole('button', { name: 'Choose Bluefin Studios OÜ' }).click();
  await expect(page).not.toHaveURL(/\/select-company$/);

  const rounds = [
    { width: 390, title: 'Studio declaration', position: 'Director' },
    { width: 1280, title: 'Streaming platform declaration', position: 'Managing director' },
  ];
  for (const { width, title, position } of rounds) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/company/documents');
    const outstanding = page.getByRole('list', { name: 'Declarations to sign' });
    await expect(outstanding).toContainText(title);
    await page.getByRole('link', { name: 'Read and sign the declarations' }).click();
    await expect(page).toHaveURL(/\/company\/declarations$/);

    const declaration = page.getByRole('region', { name: title });
    await expect(declaration).toContainText('To sign');
    const form = declaration.getByRole('form', { name: `Sign: ${title}` });
    await form.getByRole('button', { name: 'Sign the declaration' }).click();
    await expect(form.getByText('Confirm that you have read the declaration and agree to it.')).toBeVisible();
    await form.getByRole('textbox', { name: /Your full name/ }).fill('Boris Petrov');
    await form.getByRole('textbox', { name: /Your position in the company/ }).fill(position);
    await form.getByText('I have read this declaration and agree to it for the company.').click();
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Sign the declaration' }).click();

    await expect(declaration).toContainText(`Signed by Boris Petrov (${position})`);
    await expect(declaration.getByRole('form')).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('region', { name: title })).toContainText(`Signed by Boris Petrov (${position})`);
  }
  await page.goto('/company/documents');
  await expect(page.getByRole('list', { name: 'Declarations to sign' })).toHaveText(
    'Prohibited escort services statement',
  );
});
