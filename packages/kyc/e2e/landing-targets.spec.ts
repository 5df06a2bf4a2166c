import { expect, type Page, test } from '@playwright/test';
import { journeyTimeout, submitCredentials } from '@paydeck/e2e';

/** Each path opens a page of its own: its first heading is not the shell's "Page not found". */
async function expectPages(page: Page, paths: readonly string[]) {
  for (const path of paths) {
    await page.goto(path);
    const heading = page.getByRole('heading', { level: 1 }).first();
    await expect(heading, path).toBeVisible();
    await expect(heading, path).not.toHaveText('Page not found');
  }
}

test('no page the landing rule sends a business person to is a 404', async ({ page }) => {
  // Visits every landing target: measured 33.1 s on a cold run, over half the standard limit.
  test.setTimeout(journeyTimeout.long);
  await page.goto('/login');
  await submitCredentials(page, 'boris.business');
  await expect(page).toHaveURL(/\/select-company$/);
  await page.getByRole('button', { name: 'Choose Northwind Media Ltd' }).click();
  await expect(page).not.toHaveURL(/\/select-company$/);
  await expectPages(page, [
    '/company-documents',
    '/company',
    '/company/representatives',
    '/company-access',
    '/self-certification-business-splash',
    '/self-certification-business',
  ]);
});

test('the admin lands on the admin overview, a page of its own', async ({ page }) => {
  await page.goto('/login');
  await submitCredentials(page, 'adam.admin');
  await expect(page).toHaveURL(/\/admin-overview$/);
  await expectPages(page, ['/admin-overview']);
});
