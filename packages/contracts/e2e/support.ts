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
