import { expect, test } from '@playwright/test';
import { callApi, signIn } from '@paydeck/e2e';
import { expectAccessible } from './support';

interface Account {
  accountNumber: string;
  currencyCode: string;
  typeId: number;
  statusId: number;
  balance: string;
}

test('anna sees the balances of her currency accounts, as the ledger has them', async ({ page }) => {
  await signIn(page);
  const { accounts } = await callApi<{ accounts: Account[] }>(page, 'balanceInquiry');
  const currency = accounts.filter((account) => account.typeId === 1001 && account.statusId !== 11);
  expect(currency.map((account) => account.currencyCode)).toEqual(['EUR', 'USD']);

  const balances = page.getByRole('list', { name: 'Balances' });
  await expect(balances.getByRole('listitem')).toHaveCount(2);
  for (const account of currency) {
    const card = balances.getByRole('listitem').filter({ hasText: account.accountNumber });
    const [whole, cents] = account.balance.split('.');
    const grouped = Number(whole).toLocaleString('en-US');
    await expect(card).toContainText(account.currencyCode);
    await expect(card).toContainText(`${grouped}.${cents}`);
  }
  await expect(page.getByRole('heading', { name: 'Recent transfers' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cards (2)' })).toBeVisible();
  await expectAccessible(page);
});
