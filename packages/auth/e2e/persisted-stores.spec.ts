import { test } from '@playwright/test';
import { expect, signInSimple } from './support';

// Identity spec 9: the kept answers (user, dictionaries...) live in sessionStorage: a reload shows them at once.
const keptKey = 'paydeck.session.queries';

test.use({ viewport: { width: 1280, height: 800 } });

test('a reload shows home without asking customer info or the transaction types again; sign-out leaves nothing', async ({
  page,
}) => {
  await signInSimple(page);
  await expect(page.getByRole('heading', { name: 'Recent transfers' })).toBeVisible();
  await expect
    .poll(() => page.evaluate((key) => sessionStorage.getItem(key) ?? '', keptKey))
    .toMatch(/"customer".*"transaction-types"|"transaction-types".*"customer"/s);

  const asked: string[] = [];
  page.on('request', (request) => {
    const method = new URL(request.url()).searchParams.get('method');
    if (method) asked.push(method);
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Recent transfers' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Your account: Anna Novak' })).toBeVisible();
  expect(asked).not.toContain('customerInfo');
  expect(asked).not.toContain('dictionaryTransactionTypes');
  expect(asked).toContain('balanceInquiry'); // the balances are not kept: asked again

  await page.getByRole('button', { name: 'Your account: Anna Novak' }).click();
  await page.getByRole('menu', { name: 'Your account' }).getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const left = await page.evaluate(() => Object.keys(sessionStorage));
  expect(left).not.toContain(keptKey);
  expect(left).not.toContain('paydeck.session');
});
