import { expect, type Page } from '@playwright/test';
import { submitCredentials } from '@paydeck/e2e';

/** boris signs in and chooses Northwind Media Ltd (as merchant's journeys do). */
export async function signInAsBoris(page: Page): Promise<void> {
  await page.goto('/login');
  await submitCredentials(page, 'boris.business');
  await expect(page).toHaveURL(/\/select-company$/);
  await page.getByRole('button', { name: 'Choose Northwind Media Ltd' }).click();
  await expect(page).not.toHaveURL(/\/select-company$/);
}

/** Types a date into a react-aria date field, segment by segment in the field's own order (the brand's region). */
export async function typeDate(page: Page, label: RegExp, date: string) {
  const [year = '', month = '', day = ''] = date.split('-');
  const parts: Record<string, string> = { year, month, day };
  const segments = page.getByRole('group', { name: label }).first().getByRole('spinbutton');
  const order = await segments.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-type') ?? ''));
  await segments.first().click();
  await page.keyboard.type(order.map((type) => parts[type] ?? '').join(''));
}
