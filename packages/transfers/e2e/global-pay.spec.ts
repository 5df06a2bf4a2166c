import { expect, type Page, test } from '@playwright/test';
import { callApi, journeyTimeout, lastMessageId, nextMessage } from '@paydeck/e2e';
import { batchCsv, chooseCountry, signInBoris, upload } from './global-pay-support';

// Global pay (issue 18): boris uploads a 50-row CSV batch, fixes the bad row, forbids crypto for one payee, reviews
// and submits; the same file again asks for confirmation (92); a payee opens the mailed link without signing in,
// picks a country by name and a method, confirms with the mailed code, and boris's batch shows the payment paid. A
// malformed file is reported line by line beside the sample file and nothing is booked. Lean: no axe (the stories run it).

/** The global pay batches (history's type 14) named `name`: drafts are listed too, so an upload leaves one. */
async function globalBatchesNamed(page: Page, name: string) {
  const filter = { search: name, types: [14], pageNumber: 1, pageSize: 20 };
  const { batches } = await callApi<{ batches: { name: string }[] }>(page, 'batchTransferList', filter);
  return batches.filter((batch) => batch.name === name);
}

test('boris pays 50 payees; the same file asks to confirm; a payee receives without signing in', async ({
  page,
  browser,
}) => {
  test.setTimeout(journeyTimeout.long);
  await signInBoris(page);
  const file = batchCsv(50, 3);
  await upload(page, file, 'November payees');
  await expect(page).toHaveURL(/global-summary\?batchId=\d+/);
  await expect(page.getByRole('status').filter({ hasText: '1 payment needs fixing' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Payments to fix' })).toContainText('Payment 3 (line 4 of the file)');

  await page.getByRole('button', { name: 'Edit Payee 3', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Payee e-mail').fill('gp.payee3@example.com');
  await dialog.getByRole('button', { name: 'Save the payment' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('payment needs fixing')).toBeHidden();

  // a press on the method's label, as a person does; controlled: unticked at once (predicted), kept when answered
  await page.getByTestId('payment-1').getByText('Crypto').click();
  await expect(page.getByRole('checkbox', { name: 'Allow Crypto for Payee 1', exact: true })).not.toBeChecked();
  const after = await lastMessageId(page.request, 'gp.payee2@example.com');
  await page.getByRole('button', { name: 'Review and submit' }).click();
  await page
    .getByRole('dialog', { name: 'Review the batch' })
    .getByRole('button', { name: 'Confirm and submit' })
    .click();
  await expect(page.getByRole('heading', { name: 'The batch was submitted' })).toBeVisible();
  const batchUrl = page.url();
  // history's batch list opens a global pay batch on its batch screen (a link by path: no feature imports another)
  await page.goto('/history/batch-transfers?types=14');
  await page.getByRole('link', { name: 'Open the batch November payees' }).first().click();
  await expect(page).toHaveURL(batchUrl);

  await upload(page, file, 'November payees');
  await expect(page.getByRole('dialog', { name: 'This batch was uploaded already' })).toBeVisible();
  await page.getByRole('button', { name: 'Don’t upload' }).click();

  const mail = await nextMessage(page.request, 'gp.payee2@example.com', 'email', after);
  const payee = await browser.newContext();
  try {
    const recipient = await payee.newPage();
    await recipient.goto(mail.link ?? '');
    await expect(recipient.getByRole('heading', { name: /Northwind Media Ltd sent you/ })).toBeVisible();
    await chooseCountry(recipient, recipient, 'Germ', 'Germany');
    await recipient.getByRole('radiogroup', { name: 'How you receive it' }).getByText('Wire', { exact: true }).click();
    await expect(recipient.getByTestId('recipient-meta')).toContainText('You receive €');
    await recipient.getByRole('textbox', { name: 'IBAN' }).fill('DE89 3704 0044 0532 0130 00');
    const codeAfter = await lastMessageId(page.request, 'gp.payee2@example.com');
    await recipient.getByRole('button', { name: 'Continue' }).click();
    const code = await nextMessage(page.request, 'gp.payee2@example.com', 'otp', codeAfter);
    await recipient.getByRole('textbox', { name: 'Code', exact: true }).fill(code.code ?? '');
    await recipient.getByRole('button', { name: 'Confirm and receive' }).click();
    await expect(recipient.getByRole('status').filter({ hasText: 'You received this payment' })).toBeVisible();
  } finally {
    await payee.close();
  }

  await page.goto(batchUrl);
  await expect(page.getByTestId('payment-2').getByText('Paid', { exact: true })).toBeVisible();
});

test('a malformed file is reported by line beside the sample file, and nothing is booked', async ({ page }) => {
  test.setTimeout(journeyTimeout.standard);
  await signInBoris(page);
  await upload(page, Buffer.from('amount,name\n10,Ana\n'), 'Wrong columns');
  const report = page.getByRole('list', { name: 'Problems in the file' });
  await expect(report).toContainText('Line 1');
  await expect(report).toContainText('The first line must name the columns amount, description, beneficiaryType');
  await expect(page.getByText(/attachedFile:/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Download the sample file' }).first()).toBeVisible();
  await expect(page).toHaveURL(/transfer\/mass\/global$/);
  // Nothing is booked: no batch was kept, so there is nothing to submit. (Not the GBP balance: boris's other
  // batch and erin's company request book on that account at the same time.)
  expect(await globalBatchesNamed(page, 'Wrong columns')).toEqual([]);
});
