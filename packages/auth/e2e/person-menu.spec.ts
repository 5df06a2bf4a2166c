import { test } from '@playwright/test';
import { expect, expectAccessible, submitCredentials } from './support';

const boris = 'Boris Petrov';

test('a business person (boris) switches company from the person menu, by keyboard', async ({ page }) => {
  await page.goto('/login');
  await submitCredentials(page, 'boris.business');
  await expect(page).toHaveURL(/\/select-company$/);
  await page.getByRole('button', { name: 'Choose Northwind Media Ltd' }).click();
  await expect(page).not.toHaveURL(/\/select-company$/);

  const menuButton = page.getByRole('button', { name: `Your account: ${boris}` });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Your account' });
  await expect(menu).toBeVisible();
  await expect(page.getByText('Acting for Northwind Media Ltd')).toBeVisible();
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Security settings',
    'Login history',
    'Payout blacklist',
    'Switch company',
    'Sign out',
  ]);
  await expectAccessible(page);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Switch company' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/select-company$/);
  await expect(page.getByRole('button', { name: 'Current: Northwind Media Ltd' })).toBeVisible();
  await page.getByRole('button', { name: 'Choose Bluefin Studios OÜ' }).click();
  await expect(page).not.toHaveURL(/\/select-company$/);
  await menuButton.click();
  await expect(page.getByText('Acting for Bluefin Studios OÜ')).toBeVisible();
});

test('at phone width the person menu is in the menu drawer: settings reached, then sign-out', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login');
  await submitCredentials(page, 'anna.personal');
  await expect(page).toHaveURL(/\/home$/);

  await page.getByRole('button', { name: 'Menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  const account = drawer.getByRole('navigation', { name: 'Your account' });
  await expect(account.getByRole('link')).toHaveText(['Security settings', 'Login history', 'Payout blacklist']);
  await expect(account).toContainText('Signed in as Anna');
  await expectAccessible(page);
  await account.getByRole('link', { name: 'Login history' }).click();
  await expect(page).toHaveURL(/\/login-history$/);
  await expect(drawer).toHaveCount(0);

  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
