import { expect, test } from '@playwright/test';
import {
  cents,
  eurBalance,
  journeyTimeout,
  lastMessageId,
  loginOf,
  nextMessage,
  setPaymentApproval,
  signIn,
  signInByPush,
} from '@paydeck/e2e';
import { invoiceRow, pavelPhone } from './support';

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
    await row.getByRole('button', { name: 'Pay the invoice from Anna Novak' }).click();
    const pay = pavel.getByRole('dialog', { name: 'Pay the invoice' });
    const smsAfter = await lastMessageId(pavel.request, pavelPhone);
    await pay.getByRole('button', { name: 'Pay €12.34' }).click();
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
