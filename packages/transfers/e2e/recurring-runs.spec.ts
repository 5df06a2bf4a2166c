import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { callApi, journeyTimeout, loginOf, sandboxControl, signIn } from '@paydeck/e2e';

interface Account {
  accountId: number;
  accountNumber: string;
  currencyCode: string;
  typeId: number;
}

interface Run {
  paymentId: number;
  outcome: 'booked' | 'refused';
  transactionId: number;
}

// dora (sandbox seed: EUR, and BTC accounts that eight-decimals.spec.ts reads exactly) opens a GBP account for
// this journey: no other journey of this package reads her EUR or GBP balances. She sets up a weekly transfer on
// the own-accounts form; the sandbox's control books its next run today (the shared clock stays: other journeys
// run beside this one), and the run is in her history and counted on her preapproved payments. One amount per
// width, so each width finds its own payment.
const dora = loginOf('dora.direct');

async function gbpAccount(page: Page): Promise<Account> {
  const own = async () =>
    (await callApi<{ accounts: Account[] }>(page, 'balanceInquiry')).accounts.find(
      (a) => a.currencyCode === 'GBP' && a.typeId === 1001,
    );
  const found = await own();
  if (found) return found;
  await callApi(page, 'addCurrency', { currencyCode: 'GBP' }, { 'idempotency-key': randomUUID() });
  return (await own()) as Account;
}

/** dora's payments into her GBP account that deliver `amount`. */
async function paymentsTo(page: Page, gbp: Account, amount: string): Promise<number[]> {
  const filter = { fromAmount: amount, toAmount: amount };
  const { payments } = await callApi<{ payments: { id: number; toAccount: string }[] }>(
    page,
    'preapprovedPaymentList',
    filter,
  );
  return payments.filter((p) => p.toAccount === gbp.accountNumber).map((p) => p.id);
}

/** A first attempt that failed may have left its payment: the retry starts without it. */
async function cancelLeftOver(page: Page, gbp: Account, amount: string) {
  for (const id of await paymentsTo(page, gbp, amount)) await callApi(page, 'preapprovedPaymentCancel', { id });
}

async function choose(page: Page, field: string, currency: string) {
  await page.getByRole('button', { name: new RegExp(field) }).click();
  await page.getByRole('option', { name: new RegExp(`^${currency} `) }).click();
}

// At 1 EUR = 0.85 GBP (the demo rate) these arrive exactly: what a run sends is what was typed.
for (const [width, amount, arrives] of [
  [390, '2.00', '1.70'],
  [1280, '4.00', '3.40'],
] as const) {
  test(`at ${width} px dora's weekly transfer runs again: the run is in her history and on her payments`, async ({
    page,
  }) => {
    // Measured 9.0 and 9.7 s, the two widths side by side (README): the standard limit leaves room for a busy run.
    test.setTimeout(journeyTimeout.standard);
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, dora);
    const gbp = await gbpAccount(page);
    await cancelLeftOver(page, gbp, arrives);
    const eur = (await callApi<{ accounts: Account[] }>(page, 'balanceInquiry')).accounts.find(
      (a) => a.currencyCode === 'EUR' && a.typeId === 1001,
    ) as Account;

    await page.goto('/transfer/account');
    await expect(page.getByRole('heading', { name: 'Between your accounts' })).toBeVisible();
    await choose(page, 'From account', 'EUR');
    await choose(page, 'To account', 'GBP');
    await page.getByRole('textbox', { name: /Amount to send/ }).fill(amount);
    await page.getByText('Repeat this transfer').click();
    await page.getByRole('radiogroup', { name: 'How often' }).getByText('Every week').click();
    await page.getByRole('radiogroup', { name: 'Until' }).getByText('A number of transfers').click();
    await expect(page.getByRole('radio', { name: 'Every week' })).toBeChecked();
    await page.getByRole('textbox', { name: /Number of transfers/ }).fill('3');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page
      .getByRole('region', { name: 'Check before you send' })
      .getByRole('button', { name: 'Confirm and send' })
      .click();
    await expect(page.getByRole('heading', { name: 'Transfer completed' })).toBeFocused();
    await expect(page.getByText('It repeats as you chose; you find it under preapproved payments.')).toBeVisible();
    await expect(page.getByTestId('arrived-amount')).toHaveText(`£${arrives}`);

    await page.goto('/transfer/preapproved-payments');
    const row = page
      .getByRole('grid', { name: 'Preapproved payments' })
      .getByRole('row')
      .filter({ hasText: gbp.accountNumber })
      .filter({ hasText: `£${arrives}` });
    await expect(row).toContainText('1 transfer');
    await expect(row).toContainText('2 payments left');

    const paymentId = (await paymentsTo(page, gbp, arrives))[0] as number;
    const control = await sandboxControl(page.request, `transfers/recurring/${paymentId}/next-run-now`);
    const { runs } = (await control.json()) as { runs: Run[] };
    expect(runs).toEqual([expect.objectContaining({ paymentId, outcome: 'booked' })]);

    await page.reload();
    await expect(row).toContainText('2 transfers');
    await expect(row).toContainText('1 payment left');

    // in history: the run's own transaction (the keyword finds its id), as the bank describes it
    await page.goto(`/history?keyword=${runs[0]?.transactionId}`);
    const sent = page
      .getByRole('grid', { name: 'Transactions' })
      .getByRole('row')
      .filter({ hasText: `Recurring transfer from ${eur.accountNumber} to ${gbp.accountNumber}` })
      .filter({ hasText: `-€${amount}` });
    await expect(sent).toHaveCount(1);
  });
}
