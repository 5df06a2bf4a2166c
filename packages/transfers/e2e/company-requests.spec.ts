import { expect, type Page, test } from '@playwright/test';
import {
  accessToken,
  callApi,
  cents,
  expectAccessible,
  journeyTimeout,
  loginOf,
  paymentAccount,
  signIn,
  submitCredentials,
} from '@paydeck/e2e';

// erin (access right 3) only initiates: her transfer waits for Northwind's approvers. boris (right 2) has the
// requests page open; the request arrives there by the realtime event, without a reload, and he approves it after
// reviewing whom it pays. boris decides for Northwind, the company he signed in as and the header names, without
// choosing it on the company page first. erin and boris are used by no other journey of this package that creates
// or decides requests; the journeys of this file run one after the other (the header's count is shared).
test.describe.configure({ mode: 'serial' });

/** boris signs in: he lands on the company page and goes home without choosing (the header names Northwind). */
async function signInBoris(page: Page) {
  await page.goto('/login');
  await submitCredentials(page, 'boris.business');
  await expect(page).toHaveURL(/\/select-company$/);
  await page.goto('/home');
}

/** erin's transfer between her company's accounts, as the transfer form sends it (the submit carries its key). */
async function submitTransfer(page: Page, toAmount: string) {
  const [from, to] = [await paymentAccount(page, 'EUR'), await paymentAccount(page, 'GBP')];
  const answer = await page.request.post('/api?method=transferBetweenAccounts', {
    headers: { authorization: `Bearer ${await accessToken(page)}`, 'Idempotency-Key': crypto.randomUUID() },
    data: { fromAccount: from.accountId, toAccount: to.accountId, toAmount },
  });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as {
    responseCode: string;
    responseDescription: string;
    transactionId: number;
    statusId: number;
  };
}

/** A balance of the company as erin's "Your balances" (the own-accounts screen) shows it. */
const shownBalance = (page: Page, currency: string) =>
  page.getByTestId('own-balance').and(page.locator(`[data-currency="${currency}"]`));

async function waitingCount(page: Page): Promise<number> {
  const label = await page.getByRole('link', { name: /^Transaction requests: / }).textContent();
  const match = /(\d+) waiting/.exec(label ?? '');
  return match ? Number(match[1]) : 0;
}

test("erin's transfer appears in boris's open requests by a realtime event; he approves it and it is booked", async ({
  browser,
}) => {
  // Two people signed in (two password hashes), a realtime round trip and a decision: measured in README.
  test.setTimeout(journeyTimeout.long);
  const borisContext = await browser.newContext();
  const erinContext = await browser.newContext();
  try {
    const boris = await borisContext.newPage();
    await signInBoris(boris);

    // the header's count leads to the requests
    const badge = boris.getByRole('link', { name: /^Transaction requests: / });
    await expect(badge).toBeVisible();
    const before = await waitingCount(boris);
    await badge.click();
    await expect(boris).toHaveURL(/\/transfer\/requests$/);
    await expect(boris.getByRole('heading', { name: 'Transaction requests', level: 1 })).toBeVisible();
    await expect(boris.getByRole('form', { name: 'Filter the requests' })).toBeVisible();
    await expectAccessible(boris);
    const reloads: string[] = [];
    boris.on('framenavigated', (frame) => {
      if (frame === boris.mainFrame()) reloads.push(frame.url());
    });

    const erin = await erinContext.newPage();
    await signIn(erin, loginOf('erin.employee'));
    await erin.goto('/transfer/account');
    const gbpShown = await shownBalance(erin, 'GBP').getByTestId('own-balance-amount').textContent();
    const gbpBefore = cents((await paymentAccount(erin, 'GBP')).balance);
    const created = await submitTransfer(erin, '1.70');
    expect(created).toMatchObject({ responseCode: '00', responseDescription: 'Transaction created', statusId: 41 });

    // held (security review C1): the EUR sent shows as pending, the GBP account is not credited until boris decides
    await erin.reload();
    await expect(shownBalance(erin, 'EUR').getByText(/^Pending: /)).toBeVisible();
    await expect(shownBalance(erin, 'GBP').getByTestId('own-balance-amount')).toHaveText(gbpShown ?? '');
    expect(cents((await paymentAccount(erin, 'GBP')).balance)).toBe(gbpBefore);

    // no reload: the row comes with the event, and the count with it
    const row = boris.getByRole('row').filter({ hasText: `No. ${created.transactionId}` });
    await expect(row).toBeVisible();
    await expect(badge).toHaveAccessibleName(`Transaction requests: ${before + 1} waiting`);
    expect(reloads).toEqual([]);

    // by keyboard: the table is one tab stop and Space ticks the focused row. The row itself takes the focus:
    // a checkbox focused without a pointer or a key sends the focus on to the table's first row a render later
    // (react-aria), so Space ticked whichever request was listed first (seen in CI with two listed)
    const tick = row.getByRole('checkbox', { name: new RegExp(`^Select .*No\\. ${created.transactionId}$`) });
    await row.focus();
    await expect(row).toBeFocused();
    await boris.keyboard.press('Space');
    await expect(tick).toBeChecked();
    await expect(boris.getByText('1 request chosen')).toBeVisible();
    await expectAccessible(boris);
    await boris.getByRole('button', { name: 'Approve' }).click();
    const review = boris.getByRole('alertdialog', { name: 'Approve 1 request?' });
    await expect(review).toContainText('€2.00 to Northwind Media Ltd'); // between the company's own accounts
    await expect(review).toContainText('£1.70'); // what arrives on the GBP account
    await review.getByRole('button', { name: 'Approve' }).click();
    await expect(boris.getByRole('status').filter({ hasText: '1 request approved.' })).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(badge).toHaveAccessibleName(
      before === 0 ? 'Transaction requests: none waiting' : `Transaction requests: ${before} waiting`,
    );

    // credited only now, by exactly the amount
    expect(cents((await paymentAccount(erin, 'GBP')).balance)).toBe(gbpBefore + 170n);
    await erin.reload();
    await expect(shownBalance(erin, 'GBP').getByTestId('own-balance-amount')).not.toHaveText(gbpShown ?? '');

    // booked: erin's history shows the transfer completed (status 2)
    const history = await callApi<{ transactions: { transaction: { transactionId: number; statusId: number }[] } }>(
      erin,
      'transactionHistory',
    );
    const entries = history.transactions.transaction.filter((entry) => entry.transactionId === created.transactionId);
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) expect(entry.statusId).toBe(2);
  } finally {
    await borisContext.close();
    await erinContext.close();
  }
});

for (const width of [390, 1280]) {
  test(`at ${width} px boris approves erin's payment to otto after seeing whom it pays and into which account`, async ({
    browser,
  }) => {
    // Two people sign in (two password hashes) and a decision through its review: the long limit, as above.
    test.setTimeout(journeyTimeout.long);
    const erinContext = await browser.newContext();
    const borisContext = await browser.newContext({ viewport: { width, height: 900 } });
    try {
      const erin = await erinContext.newPage();
      await signIn(erin, loginOf('erin.employee'));
      const from = await paymentAccount(erin, 'EUR');
      const reference = `Studio hire ${width}`;
      const created = await callApi<{ responseCode: string; transactionId: number }>(
        erin,
        'p2pTransferFunds',
        { fromAccountId: from.accountId, toEmail: loginOf('otto.otp'), amount: '2.40', description: reference },
        { 'idempotency-key': crypto.randomUUID() },
      );
      expect(created.responseCode).toBe('00');

      const boris = await borisContext.newPage();
      await signInBoris(boris);
      await boris.getByRole('link', { name: /^Transaction requests: / }).click();
      const row = boris.getByRole('row').filter({ hasText: `No. ${created.transactionId}` });
      await expect(row).toContainText('Otto Schmidt'); // the payee, in the list
      const ottoAccount = (await row.getByTestId('request-payee-account').textContent()) ?? '';
      expect(ottoAccount).not.toBe('');

      await row.getByRole('rowheader').click(); // the request opens into its details
      const details = boris.getByRole('dialog', { name: `Request ${reference}` });
      await expect(details).toContainText('Otto Schmidt');
      await expect(details).toContainText(ottoAccount);
      await expect(details).toContainText('Erin Walsh');
      await expect(details).toContainText(from.accountNumber);
      await details.getByRole('button', { name: 'Approve €2.40' }).click();

      // nothing is sent before the review is confirmed
      const review = boris.getByRole('alertdialog', { name: 'Approve 1 request?' });
      await expect(review).toContainText('€2.40 to Otto Schmidt');
      await expect(review).toContainText(ottoAccount);
      await expect(review).toContainText('Erin Walsh');
      await expect(row).toBeAttached();
      await review.getByRole('button', { name: 'Approve' }).click();
      await expect(boris.getByRole('status').filter({ hasText: '1 request approved.' })).toBeVisible();
      await expect(row).toHaveCount(0);
    } finally {
      await borisContext.close();
      await erinContext.close();
    }
  });
}

test('erin (access right 3) is told that she cannot decide requests, and has no count in the header', async ({
  page,
}) => {
  await signIn(page, loginOf('erin.employee'));
  await page.goto('/transfer/requests');
  await expect(page.getByRole('heading', { name: 'You cannot decide transaction requests' })).toBeVisible();
  await expect(page.getByRole('grid')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Transaction requests/ })).toHaveCount(0);
  await expectAccessible(page);
});
