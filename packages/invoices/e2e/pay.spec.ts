import { expect, type Page, test } from '@playwright/test';
import {
  cents,
  eurBalance,
  journeyTimeout,
  lastMessageId,
  loginOf,
  nextMessage,
  sandboxControl,
  sandboxControlHeaders,
  setPaymentApproval,
  signIn,
  signInByPush,
} from '@paydeck/e2e';
import { createInvoiceByApi, invoiceRow, pavelPhone } from './support';

// pavel's payment approval mode is shared by these journeys (the first switches it to SMS and back): one at a time.
test.describe.configure({ mode: 'serial' });

/** From the Pay button to the review's confirm: the account, then what leaves, to whom and from where. */
async function payThroughReview(page: Page, note: string, amount: string) {
  await invoiceRow(page, note).getByRole('button', { name: 'Pay the invoice from Anna Novak' }).click();
  await page
    .getByRole('dialog', { name: 'Pay the invoice' })
    .getByRole('button', { name: 'Review the payment' })
    .click();
  const review = page.getByRole('dialog', { name: 'Review the payment' });
  await expect(review).toContainText(`Anna Novak (${loginOf('anna.personal')})`);
  await expect(review).toContainText(/PD\d+/); // from which account
  await review.getByRole('button', { name: `Pay €${amount}` }).click();
}

test('anna sends pavel an invoice; he pays it with an SMS code and both balances move by its amount', async ({
  browser,
  page,
}) => {
  // Two people sign in (one by push), two settings changes by SMS, the invoice by its form, the payment and its
  // SMS approval: measured 27 s alone beside another journey (transfers' p2p, the same shape, takes 36-60 s under
  // the full suite), so the long limit.
  test.setTimeout(journeyTimeout.long);
  const note = `Flat share ${Date.now() % 100_000}`;
  const amount = '12.34';

  await signIn(page, loginOf('anna.personal'));
  const annaBefore = await eurBalance(page);
  await page.goto('/transfer/invoices');
  await page.getByRole('button', { name: 'Create an invoice' }).click();
  const create = page.getByRole('dialog', { name: 'Create an invoice' });
  await create.getByRole('textbox', { name: /Payer's e-mail/ }).fill(loginOf('pavel.push'));
  await create.getByRole('textbox', { name: /Amount/ }).fill(amount);
  await create.getByRole('textbox', { name: /Note/ }).fill(note);
  await create.getByRole('button', { name: 'Send the invoice' }).click();
  await expect(page.getByText(`Your invoice was sent to ${loginOf('pavel.push')}.`)).toBeVisible();
  await expect(invoiceRow(page, note)).toContainText('Awaiting payment');

  const pavel = await (await browser.newContext()).newPage();
  await signInByPush(pavel, 'pavel.push');
  await setPaymentApproval(pavel, pavelPhone, 'sms'); // pavel approves payments by push in the seed
  try {
    const pavelBefore = await eurBalance(pavel);
    await pavel.goto('/transfer/invoices');
    const row = invoiceRow(pavel, note);
    await expect(row).toContainText('Anna Novak');
    await expect(row).toContainText('Unpaid');
    const smsAfter = await lastMessageId(pavel.request, pavelPhone);
    await payThroughReview(pavel, note, amount);
    const approval = pavel.getByRole('dialog', { name: 'Payment Confirmation' });
    const sms = await nextMessage(pavel.request, pavelPhone, 'sms', smsAfter);
    await approval.getByRole('textbox', { name: 'Code' }).fill(sms.code as string);
    await approval.getByRole('button', { name: 'Confirm' }).click();
    const done = pavel.getByRole('dialog', { name: 'Successfully submitted' });
    await done.getByRole('button', { name: 'Done' }).click();
    await expect(invoiceRow(pavel, note)).toContainText('Paid');

    expect(cents(await eurBalance(pavel))).toBe(cents(pavelBefore) - cents(amount));
    expect(cents(await eurBalance(page))).toBe(cents(annaBefore) + cents(amount));
    await expect(invoiceRow(page, note)).toContainText('Paid'); // anna's sent list follows by the realtime event
  } finally {
    await setPaymentApproval(pavel, pavelPhone, 'push');
  }
});

for (const width of [390, 1280]) {
  test(`at ${width} px pavel pays anna's invoice, approves it on his device, and the popup shows the outcome even when the realtime event is missed`, async ({
    browser,
    page,
  }) => {
    // Two people sign in (one by push), the invoice by the API, the payment through its review and the device's
    // approval: the long limit, as above.
    test.setTimeout(journeyTimeout.long);
    const note = `Push pay ${width} ${Date.now() % 100_000}`;
    const amount = width === 390 ? '3.90' : '12.80';
    await signIn(page, loginOf('anna.personal'));
    await createInvoiceByApi(page, 'pavel.push', amount, note);

    const context = await browser.newContext({ viewport: { width, height: 900 } });
    try {
      // The realtime channel loses every transaction event (as when the device answers before the popup listens,
      // or while the channel reconnects): the popup must learn the outcome by asking the operation's status.
      await context.routeWebSocket(/\/ws/, (ws) => {
        const server = ws.connectToServer();
        server.onMessage((message) => {
          if (!String(message).includes('"type":"transaction"')) ws.send(message);
        });
        ws.onMessage((message) => server.send(message));
      });
      const pavel = await context.newPage();
      await signInByPush(pavel, 'pavel.push');
      const pavelBefore = await eurBalance(pavel);
      await pavel.goto('/transfer/invoices');
      await payThroughReview(pavel, note, amount);

      const waiting = pavel.getByRole('dialog', { name: 'Payment Confirmation' });
      await expect(waiting).toContainText('Approve it there; this window updates by itself.');
      const push = await nextPush(pavel);
      await sandboxControl(pavel.request, `push/${push}/approve`);
      const done = pavel.getByRole('dialog', { name: 'Successfully submitted' });
      await expect(done).toContainText('Anna Novak', { timeout: 10_000 }); // within seconds, not "for ever"
      await expect(done.getByRole('link', { name: 'See it in your history' })).toBeVisible();
      await done.getByRole('button', { name: 'Done' }).click();
      await expect(invoiceRow(pavel, note)).toContainText('Paid');
      expect(cents(await eurBalance(pavel))).toBe(cents(pavelBefore) - cents(amount));
    } finally {
      await context.close();
    }
  });
}

/** The login key of the payment's push waiting in pavel's inbox (the sandbox phone answers it). */
async function nextPush(page: Page): Promise<string> {
  let key: string | null = null;
  await expect
    .poll(async () => {
      const answer = await page.request.get(`/__sandbox/messages?to=${encodeURIComponent(loginOf('pavel.push'))}`, {
        headers: sandboxControlHeaders,
      });
      const { messages } = (await answer.json()) as {
        messages: { kind: string; subject: string; status: string | null; loginKey: string | null }[];
      };
      key =
        messages.find((m) => m.kind === 'push' && m.subject === 'Approve your transfer' && m.status === 'pending')
          ?.loginKey ?? null;
      return key;
    })
    .not.toBeNull();
  return key as unknown as string;
}
