import { expect, test } from '@playwright/test';
import { expectAccessible, loginOf, signIn, submitCredentials } from '../support/index.ts';

// The header's navigation for a signed-in person: every section is reachable, and nothing of the header is pushed
// off the screen by a business's longer header (boris: the approvals badge, the merchant area, his company's name).

test('at 1280 px the sections that do not fit are under More, and More opens them', async ({ page }) => {
  await page.goto('/login');
  await submitCredentials(page, 'boris.business');
  await page.getByRole('button', { name: 'Choose Northwind Media Ltd' }).click();
  await expect(page).toHaveURL(/\/home$/);
  const main = page.getByRole('navigation', { name: 'Main' });
  await expect(main.getByRole('link', { name: 'Transfers', exact: true })).toBeVisible();
  await main.getByRole('button', { name: 'More' }).click();
  const more = page.getByRole('menu', { name: 'More' });
  await expect(more.getByRole('menuitem')).toHaveText([
    'Statements',
    'News',
    'Profile',
    'Merchant',
    'Contracts',
    'Messages',
  ]);
  await expectAccessible(page);
  await more.getByRole('menuitem', { name: 'Messages' }).click();
  await expect(page).toHaveURL(/\/messages$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();

  // the whole header fits: its last part, the person menu, ends inside the window
  const person = page.getByRole('button', { name: /^Your account/ });
  const box = await person.boundingBox();
  expect((box?.x ?? Infinity) + (box?.width ?? 0)).toBeLessThanOrEqual(1280);
});

test('at 1024 px the menu drawer holds the sections and the person menu', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await signIn(page, loginOf('anna.personal'));
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await drawer.getByRole('link', { name: 'Contracts' }).click();
  await expect(page).toHaveURL(/\/revenue-split$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Revenue-split contracts' })).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(drawer.getByRole('button', { name: 'Sign out' })).toBeVisible();
});
