import { expect, type Locator, type Page } from '@playwright/test';
import { accessToken, callApi, lastMessageId, nextMessage, paymentAccount, submitCredentials } from '@paydeck/e2e';

// The global pay journeys' steps: boris acting for Northwind, a batch file, the upload form, a link mailed to a payee.

export const batchColumns =
  'amount,description,beneficiaryType,beneficiaryName,beneficiaryEmail,beneficiaryCountryCode';
const countries = ['RO', 'DE', 'GB', 'US', 'FR'];

/**
 * `rows` payments to gp.<tag><i>@example.com; `badRow` (1-based) gets a malformed e-mail. The descriptions carry
 * `seed`, so a run's file differs from an earlier run's (the same bytes again are an identical batch, code 92).
 */
export function batchCsv(rows: number, badRow = 0, tag = 'payee', seed = `${Date.now()}`): Buffer {
  const lines = [batchColumns];
  for (let i = 1; i <= rows; i += 1) {
    const email = i === badRow ? 'not-an-email' : `gp.${tag}${i}@example.com`;
    lines.push(
      `${10 + (i % 40)}.25,Fees ${i} ${seed},individual,Payee ${i},${email},${countries[i % countries.length]}`,
    );
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}

/** boris signs in and acts for Northwind (his company). */
export async function signInBoris(page: Page) {
  await page.goto('/login');
  await submitCredentials(page, 'boris.business');
  await expect(page).toHaveURL(/\/select-company$/);
  await page.getByRole('button', { name: 'Choose Northwind Media Ltd' }).click();
  await expect(page).not.toHaveURL(/\/select-company$/);
}

/** Fills the upload form (name, the signed-in person's account in `currency`, the file) and uploads. */
export async function upload(page: Page, file: Buffer, name: string, currency = 'GBP') {
  await page.goto('/transfer/mass/global');
  await page.getByRole('textbox', { name: 'Batch name' }).fill(name);
  const account = await paymentAccount(page, currency);
  await page.getByRole('button', { name: /Pay from/ }).click();
  await page.getByRole('option', { name: new RegExp(`^${account.accountNumber} · `) }).click();
  const picker = page.getByRole('group', { name: 'Batch file' });
  await picker.locator('input[type=file]').setInputFiles({ name: 'payees.csv', mimeType: 'text/csv', buffer: file });
  await expect(picker.getByText('payees.csv')).toBeVisible();
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
}

/** Chooses a country in the recipient's searchable country list by typing part of its English name. */
export async function chooseCountry(page: Page, scope: Locator | Page, typed: string, name: string) {
  const box = scope.getByRole('combobox', { name: /Country where you receive the money/ });
  await box.fill(typed);
  await page
    .getByRole('option', { name: new RegExp(name) })
    .first()
    .click();
  await expect(box).toHaveValue(name);
}

/** A one-payment batch submitted through the API for `email`; the link mailed to the payee. */
export async function mailedLink(page: Page, email: string): Promise<string> {
  const gbp = await paymentAccount(page, 'GBP');
  const csv = `${batchColumns}\n25.00,Invoice 1042,individual,Marta Lopez,${email},ES\n`;
  const answer = await page.request.post('/api?method=globalPayBatchUpload', {
    headers: { authorization: `Bearer ${await accessToken(page)}`, 'Idempotency-Key': crypto.randomUUID() },
    multipart: {
      data: JSON.stringify({ batchName: `Link for ${email}`, accountId: gbp.accountId, ignoreIdenticalBatch: true }),
      attachedFile: { name: 'one.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) },
    },
  });
  const { batchId } = (await answer.json()) as { batchId: number };
  const after = await lastMessageId(page.request, email);
  await callApi(page, 'globalPayBatchSubmit', { batchId }, { 'Idempotency-Key': crypto.randomUUID() });
  const mail = await nextMessage(page.request, email, 'email', after);
  return mail.link ?? '';
}
