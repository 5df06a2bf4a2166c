import { expect, type Locator, type Page } from '@playwright/test';

/** Chooses a country in a country combobox by typing its English name. */
export async function chooseCountry(scope: Page | Locator, label: string | RegExp, name: string) {
  const box = scope.getByRole('combobox', { name: label }).first();
  if ((await box.inputValue()) === name) return;
  await box.fill(name);
  const page = 'page' in scope ? scope.page() : scope;
  await page
    .getByRole('option', { name: new RegExp(name) })
    .first()
    .click();
  await expect(box).toHaveValue(name);
}

/** Answers a yes/no question of the tax forms (a click on the choice's label, as a person does). */
export async function answer(page: Page, question: RegExp, choice: 'Yes' | 'No') {
  const group = page.getByRole('radiogroup', { name: question });
  await group.getByText(choice, { exact: true }).click();
  await expect(group.getByRole('radio', { name: choice })).toBeChecked();
}

/** The sandbox's signing page: type the name, certify, sign (or cancel). */
export async function signOnSigningPage(page: Page, fullName: string) {
  await expect(page).toHaveURL(/\/api\/e-signature\//);
  await page.getByRole('textbox', { name: 'Type your full name to sign' }).fill(fullName);
  await page.getByRole('checkbox', { name: /Under penalties of perjury/ }).check();
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
}
