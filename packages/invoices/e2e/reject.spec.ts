import { expect, test } from '@playwright/test';
import { loginOf, signIn, signInByPush } from '@paydeck/e2e';
import { createInvoiceByApi, invoiceRow } from './support';

test('pavel rejects anna’s invoice with a note; anna sees it rejected with the note', async ({ browser, page }) => {
  const note = `Concert tickets ${Date.now() % 100_000}`;
  const why = 'I paid you in cash';
  await signIn(page, loginOf('anna.personal'));
  await createInvoiceByApi(page, 'pavel.push', '18.00', note);

  const pavel = await (await browser.newContext()).newPage();
  await signInByPush(pavel, 'pavel.push');
  await pavel.goto('/transfer/invoices?status=0');
  await invoiceRow(pavel, note).getByRole('button', { name: 'Reject the invoice from Anna Novak' }).click();
  const reject = pavel.getByRole('alertdialog', { name: 'Reject the invoice?' });
  await reject.getByRole('button', { name: 'Reject the invoice' }).click();
  await expect(reject.getByText('Write why you reject the invoice.')).toBeVisible(); // the note is required
  await reject.getByRole('textbox', { name: /Note/ }).fill(why);
  await reject.getByRole('button', { name: 'Reject the invoice' }).click();
  await expect(pavel.getByText('The invoice was rejected. Its sender sees your note.')).toBeVisible();

  await page.goto('/transfer/invoices?list=sent');
  const row = invoiceRow(page, note);
  await expect(row).toContainText('Rejected');
  await expect(row).toContainText(`Note: ${why}`);
});
