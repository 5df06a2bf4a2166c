import { expect, type Page, test } from '@playwright/test';
import { callApi, cents, lastMessageId, nextMessage, paymentAccount, submitCredentials } from '@paydeck/e2e';
import { batchCsv, upload } from './global-pay-support';

// Issue 38 ("money a person can follow"), at a phone's and a laptop's width: between own accounts and to a person,
// money leaves in three steps (the form, the review, one outcome) with the second factor where the mode asks (sofia
// approves payments by SMS). Her balances, read through the API, do not move until she confirms, then move by
// exactly what the outcome says; a transfer repeated with `?repeat=` opens its own form, filled; a global pay batch
// waits for her code before its payees are mailed. sofia (EUR and RON
// accounts) moves money in no other journey of this package; the journeys run one after the other since each reads
// her balances exactly. Measured 2.4-4.9 s each (beside the other transfer journeys, two workers); 30 s leaves room
// for the inbox's SMS waits on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 30_000 });

const sofiaPhone = '+40721234123';

async function signInSofia(page: Page) {
  const after = await lastMessageId(page.request, sofiaPhone);
  await page.goto('/login');
  await submitCredentials(page, 'sofia.sms');
  await page.getByRole('button', { name: 'Continue' }).click(); // her app migration notice
  const sms = await nextMessage(page.request, sofiaPhone, 'sms', after);
  await page.getByRole('textbox', { name: 'SMS code' }).fill(sms.code as string);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

const balance = async (page: Page, currency: string) => cents((await paymentAccount(page, currency)).balance);

/** The confirm, then the SMS code from the inbox in the approval popup; decided, the popup closes by itself. */
async function confirmWithSms(page: Page) {
  const after = await lastMessageId(page.request, sofiaPhone);
  await page.getByRole('button', { name: 'Confirm and send' }).click();
  const popup = page.getByRole('dialog', { name: 'Payment Confirmation' });
  const sms = await nextMessage(page.request, sofiaPhone, 'sms', after);
  await popup.getByRole('textbox', { name: 'Code' }).fill(sms.code as string);
  await popup.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Transfer completed' })).toBeFocused();
  await expect(page.getByRole('dialog')).toHaveCount(0); // one confirmation: the outcome, no popup beside it
  await expect(page.getByText('Successfully submitted')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'See it in the history' })).toHaveAttribute(
    'href',
    /^\/history\?transactionId=\d+$/,
  );
}

interface Recent {
  transfers: { transactionId: number; toEmail: string | null; amount: string }[];
}

/** An amount the outcome shows ("€1.23", "RON 6.11") as cents. */
const shown = async (page: Page, testId: string) =>
  cents(((await page.getByTestId(testId).textContent()) ?? '').replace(/[^\d.]/g, ''));

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    // One sign-in per width, its page shared by the serial journeys: sofia may be sent six sign-in codes in 15
    // minutes (code-sends.ts), and each journey signing in again would pass that.
    let page: Page;
    test.beforeAll(async ({ browser }) => {
      page = await browser.newPage({ viewport: { width, height: 900 } });
      await signInSofia(page);
    });
    test.afterAll(async () => {
      await page.close();
    });

    test('between own accounts: a refused amount is never converted; reviewed, nothing moves until the SMS confirm', async () => {
      const before = { eur: await balance(page, 'EUR'), ron: await balance(page, 'RON') };
      await page.goto('/transfer/account');
      await expect(page.getByRole('heading', { name: 'Between your accounts' })).toBeVisible();
      await expect(page.getByRole('button', { name: /From account/ })).toContainText('EUR');
      await expect(page.getByRole('button', { name: /To account/ })).toContainText('RON');

      // More than she holds: the form says the most she can send; nothing arrives in the summary, no review.
      const amount = page.getByRole('textbox', { name: /Amount to send/ });
      await amount.fill('99999');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByText(/^You can send at most €[\d,.]+ now\.$/)).toBeVisible();
      await expect(page.getByTestId('received-amount')).toHaveText('–');
      await expect(page.getByRole('region', { name: 'Check before you send' })).toHaveCount(0);

      await amount.fill('1.23');
      await expect(page.getByTestId('received-amount')).not.toHaveText('–');
      await page.getByRole('button', { name: 'Continue' }).click();
      const review = page.getByRole('region', { name: 'Check before you send' });
      await expect(review.getByTestId('review-sent')).toHaveText('€1.23');
      await expect(review.getByTestId('review-from')).toContainText('EUR');
      await expect(review.getByTestId('review-to')).toContainText('RON');
      await expect(review.getByText('1 EUR = 4.97 RON')).toBeVisible();
      await expect(review.getByTestId('review-fee')).toHaveText('€0.00');
      await expect(review.getByText('Now')).toBeVisible();
      expect(await balance(page, 'EUR')).toBe(before.eur);

      // Back to the form and forward again: the same values, still nothing sent.
      await review.getByRole('button', { name: 'Edit' }).click();
      await expect(amount).toHaveValue('1.23');
      await page.getByRole('button', { name: 'Continue' }).click();
      expect({ eur: await balance(page, 'EUR'), ron: await balance(page, 'RON') }).toEqual(before);

      await confirmWithSms(page);
      const sent = await shown(page, 'sent-amount');
      const arrived = await shown(page, 'arrived-amount');
      expect(sent).toBe(123n);
      await expect
        .poll(async () => ({ eur: await balance(page, 'EUR'), ron: await balance(page, 'RON') }))
        .toEqual({ eur: before.eur - sent, ron: before.ron + arrived });
    });

    test('to a person: a payee paid before is picked, reviewed, nothing moves until the SMS confirm', async () => {
      const before = await balance(page, 'EUR');
      await page.goto('/transfer/p2p');
      const form = page.getByRole('form', { name: 'Send money to a person' });
      await expect(form.getByRole('button', { name: /From account/ })).toContainText('EUR'); // chosen: her first
      await expect(form.getByText('¤')).toHaveCount(0);

      // Entering the payee field lists the people she paid before.
      await form.getByRole('combobox', { name: /Payee's e-mail/ }).click();
      await page.getByRole('option', { name: 'Jonas Weber · jonas.weber@example.com' }).click();
      await expect(form.getByText('A Paydeck customer has this e-mail.')).toBeVisible();
      await form.getByRole('textbox', { name: /Amount/ }).fill('1.23');
      await expect(form.getByText('€1.43')).toBeVisible(); // with the 0.20 fee
      await form.getByRole('button', { name: 'Continue' }).click();

      const review = page.getByRole('region', { name: 'Check before you send' });
      await expect(review.getByTestId('review-payee')).toHaveText('Jonas Weber · jonas.weber@example.com');
      await expect(review.getByTestId('review-sent')).toHaveText('€1.23');
      await expect(review.getByTestId('review-fee')).toHaveText('€0.20');
      await expect(review.getByTestId('review-total')).toHaveText('€1.43');
      await expect(review.getByTestId('review-received')).toHaveText('€1.23');
      expect(await balance(page, 'EUR')).toBe(before);

      await confirmWithSms(page);
      await expect(page.getByTestId('payee')).toHaveText('Jonas Weber · jonas.weber@example.com');
      await expect(page.getByTestId('total')).toHaveText('€1.43');
      await expect.poll(() => balance(page, 'EUR')).toBe(before - 143n);

      // The recent payees are buttons: pressing one starts a new payment to that person.
      await page
        .getByRole('region', { name: 'Recent transfers to people' })
        .getByRole('button', { name: /Jonas Weber/ })
        .first()
        .click();
      await expect(page.getByRole('combobox', { name: /Payee's e-mail/ })).toHaveValue('jonas.weber@example.com');
    });

    test('a transfer repeated from its transaction (?repeat=) opens its own form, filled', async () => {
      const [own] = (await callApi<Recent>(page, 'recentTransfers', { type: 'betweenAccounts', limit: 1 })).transfers;
      const [paid] = (await callApi<Recent>(page, 'recentTransfers', { type: 'p2p', limit: 1 })).transfers;
      if (!own || !paid) throw new Error('sofia has no transfer to repeat');

      await page.goto(`/transfer/account?repeat=${own.transactionId}`);
      await expect(page.getByRole('textbox', { name: /Amount to send/ })).toHaveValue(own.amount);

      // A payment to a person asked on the own-accounts form goes to its own form.
      await page.goto(`/transfer/account?repeat=${paid.transactionId}`);
      await expect(page).toHaveURL(new RegExp(`/transfer/p2p\\?repeat=${paid.transactionId}$`));
      await expect(page.getByRole('combobox', { name: /Payee's e-mail/ })).toHaveValue(paid.toEmail ?? '');
      await expect(page.getByRole('textbox', { name: /Amount/ })).toHaveValue(paid.amount);
    });

    test('a global pay batch waits for her SMS code, then says it was submitted; the total left once', async () => {
      const before = await balance(page, 'EUR');
      await upload(page, batchCsv(1, 0, `sofia${width}.payee`), `Sofia ${width} ${Date.now() % 100_000}`, 'EUR');
      await expect(page).toHaveURL(/global-summary\?batchId=\d+/);
      const total = cents(
        ((await page.getByTestId('batch-estimated-total').textContent()) ?? '').replace(/[^\d.]/g, ''),
      );
      await page.getByRole('button', { name: 'Review and submit' }).click();
      const review = page.getByRole('dialog', { name: 'Review the batch' });
      const after = await lastMessageId(page.request, sofiaPhone);
      await review.getByRole('button', { name: 'Confirm and submit' }).click();
      const popup = page.getByRole('dialog', { name: 'Payment Confirmation' });
      await expect(popup).toContainText(/We sent a code by SMS to \+40/);
      const sms = await nextMessage(page.request, sofiaPhone, 'sms', after);
      await popup.getByRole('textbox', { name: 'Code' }).fill(sms.code as string);
      await popup.getByRole('button', { name: 'Confirm' }).click();
      await expect(page.getByRole('heading', { name: 'The batch was submitted' })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0); // one confirmation: the outcome
      await expect(page.getByRole('status').filter({ hasText: /^Submitted$/ })).toBeVisible();
      expect(await balance(page, 'EUR')).toBe(before - total);
    });
  });
}
