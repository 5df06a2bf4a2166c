import { expect, type Locator, type Page } from '@playwright/test';

/** Chooses a country in a country combobox by typing its English name. */
export async function chooseCountry(scope: Page | Locator, label: string | RegExp, name: string) {
  const box = scope.getByRole('combobox', { name: label }).first();
  await box.fill(name);
  const page = 'page' in scope ? scope.page() : scope;
  await page
    .getByRole('option', { name: new RegExp(name) })
    .first()
    .click();
  await expect(box).toHaveValue(name);
}

/** Answers a yes/no question of the tax forms. */
export const answer = (page: Page, question: RegExp, choice: 'Yes' | 'No') =>
  page.getByRole('radiogroup', { name: question }).getByRole('radio', { name: choice }).check();

/** The sandbox's signing page: type the name, certify, sign (or cancel). */
export async function signOnSigningPage(page: Page, fullName: string) {
  await expect(page).toHaveURL(/\/api\/e-signature\//);
  await page.getByRole('textbox', { name: 'Type your full name to sign' }).fill(fullName);
  await page.getByRole('checkbox', { name: /Under penalties of perjury/ }).check();
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
}
