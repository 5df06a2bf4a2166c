import { expect, test } from '@playwright/test';
import { expectAccessible, journeyTimeout, submitCredentials } from '@paydeck/e2e';
import { answer, chooseCountry, signOnSigningPage } from './tax-support';

test('boris completes a business FATCA/CRS self-certification with a W-8BEN-E signed in the sandbox signing page', async ({
  page,
}) => {
  // A long form, a signing page and back: measured 41 s on a loaded machine, over half the standard limit.
  test.setTimeout(journeyTimeout.long);
  await page.goto('/login');
  await submitCredentials(page, 'boris.business');
  await expect(page).toHaveURL(/\/select-company$/);
  await page.getByRole('button', { name: 'Choose Northwind Media Ltd' }).click();
  await expect(page).not.toHaveURL(/\/select-company$/);

  await page.goto('/self-certification-business-splash');
  await expect(page.getByRole('heading', { name: "Your company's tax self-certification" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Start the self-certification' }).click();
  await expect(page).toHaveURL(/\/self-certification-business$/);

  const form = page.getByRole('form', { name: 'Company self-certification' });
  await form.getByRole('textbox', { name: 'Company name' }).fill('Northwind Media Ltd');
  await chooseCountry(form, /Country of registration/, 'United Kingdom');
  await form.getByText('Other company (non-financial)').click();
  await answer(page, /shares regularly traded/, 'No');
  await answer(page, /owned by a company whose shares/, 'No');
  await answer(page, /more than half of the company's income/, 'No');
  await answer(page, /Is the company a US taxpayer/, 'No');
  await answer(page, /US address, a US phone number/, 'No');
  await answer(page, /disregarded entity/, 'No');
  const residence = form.getByRole('group', { name: 'Tax residence 1' });
  await chooseCountry(residence, /Country of tax residence/, 'United Kingdom');
  await residence.getByRole('textbox', { name: /Unique Taxpayer Reference/ }).fill('1234567890');
  // an active company names no controlling persons
  await expect(form.getByRole('button', { name: 'Add a controlling person' })).toHaveCount(0);
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Save the self-certification' }).click();
  await expect(page.getByText("The company's self-certification is saved.")).toBeVisible();

  const documents = page.getByRole('region', { name: 'Documents' });
  await documents.getByRole('button', { name: 'Sign form W-8BEN-E' }).click();
  await signOnSigningPage(page, 'Boris Petrov');

  await expect(page).toHaveURL(/\/self-certification-business$/);
  await expect(page.getByText('Thank you: the form is signed.')).toBeVisible();
  const signed = page.getByRole('region', { name: 'Documents' }).getByRole('listitem').filter({ hasText: 'W-8BEN-E' });
  await expect(signed).toContainText('Under review');
  await expect(
    page
      .getByRole('region', { name: 'Documents' })
      .getByRole('listitem')
      .filter({ hasText: 'Tax residency self-certification' }),
  ).toContainText('Under review');
  await expectAccessible(page);
});
