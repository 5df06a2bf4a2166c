import { randomBytes } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';

// The registration journeys' own helpers; the shared ones (inbox, axe, sign-in form) come from @paydeck/e2e.

/** An e-mail no earlier run used (the sandbox of a journey run is fresh, but a rerun against one is not). */
export const freshEmail = (name: string) => `${name}.${randomBytes(4).toString('hex')}@example.test`;

/** Types a date into a react-aria date field, segment by segment in the field's own order (the brand's region). */
export async function typeDate(page: Page, label: string, date: string) {
  const [year = '', month = '', day = ''] = date.split('-');
  const parts: Record<string, string> = { year, month, day };
  const segments = page.getByRole('group', { name: label, exact: true }).first().getByRole('spinbutton');
  const order = await segments.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-type') ?? ''));
  await segments.first().click();
  await page.keyboard.type(order.map((type) => parts[type] ?? '').join(''));
}

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

/** Chooses an option of a react-aria select by its label. */
export async function choose(page: Page, label: string | RegExp, option: string) {
  await page.getByRole('button', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
