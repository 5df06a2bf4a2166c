import { expect, test } from '@playwright/test';
import { cents, eurBalance, loginOf, signIn } from '@paydeck/e2e';
import { createInvoiceByApi, invoiceRow } from './support';

test('a double click on Pay books the invoice once', async ({ browser, page }) => {
  // dora asks cleo (payment approval none in the seed): no other journey of this package moves their money.
  const note = `Ski rental ${Date.now() % 100_000}`;
  const dora = await (await browser.newContext()).newPage();
  await signIn(dora, loginOf('dora.direct'));
  await createInvoiceByApi(dora, 'cleo.cards', '60.00', note);

  await signIn(page, loginOf('cleo.cards'));
  const before = await eurBalance(page);
  await page.goto('/transfer/invoices');
  await invoiceRow(page, note)
    .getByRole('button', { name: /^Pay the invoice/ })
    .click();
  await page
    .getByRole('dialog', { name: 'Pay the invoice' })
    .getByRole('button', { name: 'Review the payment' })
    .click();
  await page.getByRole('dialog', { name: 'Review the payment' }).getByRole('button', { name: 'Pay €60.00' }).dblclick();
  await page.getByRole('dialog', { name: 'Successfully submitted' }).getByRole('button', { name: 'Done' }).click();
  await expect(invoiceRow(page, note)).toContainText('Paid');
  expect(cents(await eurBalance(page))).toBe(cents(before) - cents('60.00'));
});
