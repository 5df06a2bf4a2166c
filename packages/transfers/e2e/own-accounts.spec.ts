import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, signIn } from '@paydeck/e2e';
import { lockHolderTimeout, withAnnasMoney } from './own-accounts-lock';

// Anna moves money between her own EUR and USD accounts (sandbox seed: both open, approval none). Each journey
// reads her balances exactly, so it holds the lock on her money (own-accounts-lock.ts) from the first reading
// to the last. Measured alone: 23.5 s and 14.5 s; a journey may first wait for another's lock (p2p's holds it
// up to about a minute), hence the lock holder's limit (lockHolderTimeout).
test.describe.configure({ mode: 'serial' });

/** "€2,841.17" or "-$10.80" (English) as cents, exactly. */
function cents(text: string | null): bigint {
  const digits = (text ?? '').replace(/[^\d.-]/g, '');
  const [whole = '0', fraction = ''] = digits.replace('-', '').split('.');
  const value = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
  return digits.startsWith('-') ? -value : value;
}

const balance = (page: Page, currency: string) =>
  page
    .getByTestId('own-balance')
    .and(page.locator(`[data-currency="${currency}"]`))
    .getByTestId('own-balance-amount');

async function balances(page: Page) {
  return { eur: cents(await balance(page, 'EUR').textContent()), usd: cents(await balance(page, 'USD').textContent()) };
}

async function choose(page: Page, field: string, currency: string) {
  await page.getByRole('button', { name: new RegExp(field) }).click();
  await page.getByRole('option', { name: new RegExp(`^${currency} `) }).click();
}

async function openTransfer(page: Page) {
  await page.goto('/home');
  await page.getByRole('navigation').getByRole('link', { name: 'Transfers', exact: true }).click();
  await expect(page).toHaveURL(/\/transfer\/account$/);
  await expect(page.getByRole('heading', { name: 'Between your accounts' })).toBeVisible();
  await choose(page, 'From account', 'EUR');
  await choose(page, 'To account', 'USD');
  await expect(page.getByText('1 EUR = 1.08 USD')).toBeVisible();
}

test('anna moves EUR to USD; both balances change by exactly the amounts shown', async ({ page }) => {
  test.setTimeout(lockHolderTimeout);
  await signIn(page);
  await withAnnasMoney(async () => {
    await openTransfer(page);
    const before = await balances(page);
    await page.getByRole('textbox', { name: /Amount to send/ }).fill('12,34');
    await expect(page.getByTestId('received-amount')).toHaveText('$13.33'); // 12.34 × 1.08 = 13.3272
    await expect(page.getByText(/left of/).first()).toBeVisible(); // the limits were asked
    await expect(page.getByLabel('Transfer details')).toContainText('Fee€0.00'); // and the fee, for the amount
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Continue' }).click();
    const review = page.getByRole('region', { name: 'Check before you send' });
    await expect(review.getByTestId('review-received')).toHaveText('$13.33');
    await review.getByRole('button', { name: 'Confirm and send' }).click();
    // Approval none: no popup, one outcome with what the answer says.
    await expect(page.getByRole('heading', { name: 'Transfer completed' })).toBeFocused();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const sent = cents(await page.getByTestId('sent-amount').textContent());
    const arrived = cents(await page.getByTestId('arrived-amount').textContent());
    expect(arrived).toBe(1333n);
    expect(sent).toBe(1234n);
    await expect(page.getByTestId('fee')).toHaveText('€0.00');
    await expect(page.getByRole('link', { name: 'See it in the history' })).toHaveAttribute(
      'href',
      /\/history\?transactionId=\d+$/,
    );
    // The balances on the screen are asked again after the answer.
    await expect.poll(() => balances(page)).toEqual({ eur: before.eur - sent, usd: before.usd + arrived });
  });
  await expectAccessible(page);
});

test('a double click on the confirm books once', async ({ page }) => {
  test.setTimeout(lockHolderTimeout);
  await signIn(page);
  await withAnnasMoney(async () => {
    await openTransfer(page);
    const before = await balances(page);
    await page.getByRole('textbox', { name: /Amount to send/ }).fill('3.21');
    await expect(page.getByTestId('received-amount')).toHaveText('$3.47');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Confirm and send' }).dblclick();
    await expect(page.getByRole('heading', { name: 'Transfer completed' })).toBeVisible();
    const sent = cents(await page.getByTestId('sent-amount').textContent());
    const arrived = cents(await page.getByTestId('arrived-amount').textContent());
    await expect.poll(() => balances(page)).toEqual({ eur: before.eur - sent, usd: before.usd + arrived });
    // Still once a little later: a second booking would have arrived by now.
    await page.waitForTimeout(1000);
    await page.reload();
    await expect.poll(() => balances(page)).toEqual({ eur: before.eur - sent, usd: before.usd + arrived });
  });
});
