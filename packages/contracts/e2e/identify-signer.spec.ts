import { expect, test } from '@playwright/test';
import { loginOf, signIn } from '@paydeck/e2e';

// Cleo pays Northwind's seeded proposal, which waits for her signer's identification: "Identify the signer" goes
// through the identity provider's landing (split-pay-signer-identification) and back. A run she could not finish
// leaves the signer unidentified (390 px); a finished one identifies it and the contract waits for signature (1280 px).
test('cleo identifies her signer through the provider’s landing: a failed run is refused, a finished one counts', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, loginOf('cleo.cards'));
  await page.goto('/revenue-split');
  await page.getByRole('row').filter({ hasText: 'Signer identification needed' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/revenue-split\/\d+$/);
  const contractPath = new URL(page.url()).pathname;

  const identify = async () => {
    await page.getByRole('button', { name: 'Identify the signer' }).click();
    await expect(page).toHaveURL(/\/identity-verification\/[0-9a-f-]{36}\/[^/?]+\?return=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Identity verification' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the contract' })).toHaveCount(0); // not before the end
  };

  await identify();
  await page.getByRole('button', { name: 'I could not finish' }).click();
  await page.getByRole('link', { name: 'Back to the contract' }).click();
  await expect(
    page.getByText('Your signer is not identified: the identification was not completed. Try again.'),
  ).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(contractPath);
  await expect(page.getByText('Signer identification needed').first()).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 800 });
  await identify();
  await page.getByRole('button', { name: 'I have finished the steps' }).click();
  await page.getByRole('link', { name: 'Back to the contract' }).click();
  await expect(page.getByText('Your signer is identified.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${contractPath}$`));
  await expect(page.getByText('Waiting for signature').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Identify the signer' })).toHaveCount(0);
});
