import { expect, test } from '@playwright/test';
import { loginOf, signIn } from '@paydeck/e2e';

const readOnlyNote = 'You can see these details but not change them.';

// Issue 36: screens offer only what the sandbox's access policy allows (KYC, profile and company changes need
// full access, right 2; documents rights 2-5).
test("erin (right 3) sees Northwind's details and users, changes none of them, and sends its documents", async ({
  page,
}) => {
  await signIn(page, loginOf('erin.employee'));

  await page.goto('/company/documents');
  await expect(page.getByRole('form', { name: 'Add a corporate document' })).toBeVisible();

  await page.goto('/company/info');
  await expect(page.getByRole('heading', { name: 'Company', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Change the company details' })).toHaveCount(0);

  await page.goto('/company/representatives');
  await page.getByRole('button', { name: 'Show Boris Petrov' }).first().click();
  await expect(page.getByText('Tax ID').first()).toBeVisible();
  await expect(page.getByRole('form', { name: 'Tax number' })).toHaveCount(0);

  await page.goto('/company/due-diligence');
  await expect(page.getByText(readOnlyNote)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save the answers' })).toHaveCount(0);

  await page.goto('/company-access');
  await expect(page.getByText('Only a user with full access can change who may act for the company.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Add an authorised user' })).toHaveCount(0);

  await page.goto('/payment-emails');
  await expect(page.getByText(readOnlyNote)).toBeVisible();
  await expect(page.getByRole('form', { name: 'Add a payment e-mail' })).toHaveCount(0);

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Addresses', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add an address' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add a document' })).toBeVisible();
});
