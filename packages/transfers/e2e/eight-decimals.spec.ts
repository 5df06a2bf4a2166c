import { expect, type Page, test } from '@playwright/test';
import { callApi, expectAccessible, journeyTimeout, loginOf, signIn } from '@paydeck/e2e';

interface Account {
  accountId: number;
  accountNumber: string;
  currencyCode: string;
  typeId: number;
  balance: string;
}

interface HistoryEntry {
  transactionId: number;
  amount: string;
  direction: 'incoming' | 'outgoing';
}

const nbsp = '\u00a0';
const btc = (amount: string) => `BTC${nbsp}${amount}`;

/** The balance the transfer screen shows for one account. */
const shownBalance = (page: Page, accountNumber: string) =>
  page.getByTestId('own-balance').filter({ hasText: accountNumber }).getByTestId('own-balance-amount');

async function choose(page: Page, field: string, accountNumber: string) {
  await page.getByRole('button', { name: new RegExp(field) }).click();
  await page.getByRole('option', { name: new RegExp(accountNumber) }).click();
}

// Dora (sandbox seed) holds 0.50000000 BTC in a payment account and has an empty BTC receiving account:
// an 8-decimal amount moves between them on the own-accounts screen and comes back to the last satoshi,
// on the screen, in the ledger's balances and in the history.
test('dora moves 0.12345678 BTC between her BTC accounts and sees it back exactly', async ({ page }) => {
  // Measured 15.8-19.9 s (three runs alone on the shared 2-core machine): the standard limit has 2x headroom.
  test.setTimeout(journeyTimeout.standard);
  await signIn(page, loginOf('dora.direct'));
  const before = (await callApi<{ accounts: Account[] }>(page, 'balanceInquiry')).accounts;
  const from = before.find((a) => a.currencyCode === 'BTC' && a.typeId === 1001) as Account;
  const to = before.find((a) => a.currencyCode === 'BTC' && a.typeId === 4002) as Account;
  expect([from.balance, to.balance]).toEqual(['0.50000000', '0.00000000']);

  await page.goto('/transfer/account');
  await expect(page.getByRole('heading', { name: 'Between your accounts' })).toBeVisible();
  await expect(shownBalance(page, from.accountNumber)).toHaveText(btc('0.50'));
  await choose(page, 'From account', from.accountNumber);
  await choose(page, 'To account', to.accountNumber);
  await page.getByRole('textbox', { name: /Amount to send/ }).fill('0.12345678');
  await expect(page.getByTestId('received-amount')).toHaveText(btc('0.12345678'));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('review-sent')).toHaveText(btc('0.12345678'));
  await page.getByRole('button', { name: 'Confirm and send' }).click();

  await expect(page.getByRole('heading', { name: 'Transfer completed' })).toBeFocused();
  await expect(page.getByTestId('sent-amount')).toHaveText(btc('0.12345678'));
  await expect(page.getByTestId('arrived-amount')).toHaveText(btc('0.12345678'));
  await expectAccessible(page);
  const link = await page.getByRole('link', { name: 'See it in the history' }).getAttribute('href');
  const transactionId = Number(/transactionId=(\d+)/.exec(link ?? '')?.[1]);

  // The screen asks the balances again: both moved by exactly 0.12345678.
  await expect(shownBalance(page, from.accountNumber)).toHaveText(btc('0.37654322'));
  await expect(shownBalance(page, to.accountNumber)).toHaveText(btc('0.12345678'));
  // And the ledger holds exactly that, nothing rounded, in the balances and in the history.
  const after = (await callApi<{ accounts: Account[] }>(page, 'balanceInquiry')).accounts;
  const balance = (id: number) => after.find((a) => a.accountId === id)?.balance;
  expect([balance(from.accountId), balance(to.accountId)]).toEqual(['0.37654322', '0.12345678']);
  const history = await callApi<{ transactions: { transaction: HistoryEntry[] } }>(page, 'transactionHistory', {
    accountId: to.accountId,
  });
  expect(history.transactions.transaction.find((e) => e.transactionId === transactionId)).toMatchObject({
    amount: '0.12345678',
    direction: 'incoming',
  });
});
