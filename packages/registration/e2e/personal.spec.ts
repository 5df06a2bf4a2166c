import { expect, test } from '@playwright/test';
import { expectAccessible, journeyTimeout, nextMessage } from '@paydeck/e2e';
import { choose, chooseCountry, freshEmail, typeDate } from './support';

test('a new person registers, opens the activation e-mail from the inbox, activates and signs in', async ({
  page,
  request,
}) => {
  // Measured 29.5 s alone (a form, the inbox, activation, two sign-ins): half the standard limit, so the long one.
  test.setTimeout(journeyTimeout.long);
  const email = freshEmail('nora.new');
  const password = 'nora-Pass-7';

  await page.goto('/login');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await page.getByRole('link', { name: /Personal account/ }).click();
  await expect(page).toHaveURL(/\/register\/personal$/);
  await expectAccessible(page);

  await choose(page, /What do you do\?/, 'Developer');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await expect(page.getByText('This e-mail is free.')).toBeVisible();
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel(/^Repeat the password/).fill(password);
  await page.getByRole('textbox', { name: 'First name' }).fill('Nora');
  await page.getByRole('textbox', { name: 'Last name' }).fill('New');
  await typeDate(page, 'Date of birth', '1990-05-04');
  await chooseCountry(page, /Country of residence/, 'Portugal');
  await page.getByRole('textbox', { name: 'Calling code' }).fill('351');
  await page.getByRole('textbox', { name: 'Number' }).fill('912 345 678');
  // the agreements come from the bank (dictionaryPersonalAgreements), each a link, accepted with one box
  await expect(page.getByRole('list', { name: 'Agreements' }).getByRole('link')).not.toHaveCount(0);
  await page.getByText('I accept the agreements listed below.').click();
  await page.getByRole('button', { name: 'Open the account' }).click();

  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  const mail = await nextMessage(request, email, 'email', 0);
  expect(mail.link).toContain('action=activation&');
  await page.goto(mail.link as string);
  await expect(page.getByText('Your Account has been activated.')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  // A new personal customer is led by the landing rule into the KYC pages.
  await expect(page).toHaveURL(/\/kyc$/);

  // Later, on another visit: the new sign-in works with the chosen password.
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/kyc$/);
});

test('an e-mail that already has an account is refused before sending', async ({ page }) => {
  await page.goto('/register/personal');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('anna.personal@demo.paydeck.test');
  await expect(page.getByText(/This e-mail already has an account/)).toBeVisible();
});
