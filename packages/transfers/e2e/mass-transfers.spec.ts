import { expect, type Page, test } from '@playwright/test';
import { cents, loginOf, paymentAccount as payment, signIn } from '@paydeck/e2e';

// Mass transfers (issue 18; MASS-WIRE.md "Mass transfers") as rosa.rails (EUR funds; the external journeys move
// her money too, so no journey here asserts her exact balance). Each journey is one behaviour: a wire CSV goes
// through the confirm summary into history's batch transfers; a reload of the confirm screen shows the same summary
// and the batch is sent once; pasted p2p rows book to the payee's balances with
// the FX markup shown; a file and text together are refused on the form; a bad row is shown and not sent.
// Lean: no axe (the stories run it).

// Limits: the suite's standard one (e2e/support config). These journeys once had their own, twice the longest of
// three runs (16 s for the wire CSV); under the full suite on a slow hour the wire CSV passed 16 s (its retry took
// 11.9 s; that run's other journeys were 1.5-3.7x slower than in a quiet cold run), where quiet runs took 6.0 and
// 8.0 s. 60 s is twice the slowest seen under load, as for every other journey.

const rosa = loginOf('rosa.rails');
const cleo = loginOf('cleo.cards');

async function openUpload(page: Page, segment: string, batchName: string) {
  await signIn(page, rosa);
  const eur = await payment(page, 'EUR');
  await page.goto(`/transfer/mass/${segment}`);
  await page.getByRole('textbox', { name: 'Batch name' }).fill(batchName);
  await page.getByRole('button', { name: /Pay from/ }).click();
  await page.getByRole('option', { name: new RegExp(`^${eur.accountNumber} · `) }).click();
}

const wireFile = (rows: string[]) =>
  Buffer.from(
    `beneficiaryName,iban,swift,bankCountry,paymentPurpose,amount,currency,description\n${rows.join('\n')}\n`,
  );
const hans = 'Hans Weber,DE89370400440532013000,COBADEFFXXX,DE,goods,100.00,EUR,Rent';
const greta = 'Greta Lang,DE89370400440532013000,COBADEFFXXX,DE,services,50.00,EUR,Design';

async function attach(page: Page, file: Buffer) {
  const picker = page.getByRole('group', { name: 'File' });
  await picker.locator('input[type=file]').setInputFiles({ name: 'wires.csv', mimeType: 'text/csv', buffer: file });
  await expect(picker.getByText('wires.csv')).toBeVisible();
}

/** Hans's and Greta's wires as a CSV, up to the confirm screen's summary. */
async function wiresToSummary(page: Page, name: string) {
  await openUpload(page, 'wire', name);
  await attach(page, wireFile([hans, greta]));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/transfer\/external\/mass\/confirm$/);
  await expect(page.getByTestId('mass-estimated-total')).toHaveText('€170.00'); // 150.00 + two 10.00 wire fees
}

/** Send the payments; the approval popup says so; Done opens history's batch transfers. */
async function sendAndFinish(page: Page) {
  await page.getByRole('button', { name: 'Send the payments' }).click();
  const popup = page.getByRole('dialog');
  await expect(popup).toContainText('Successfully submitted');
  await popup.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/history\/batch-transfers/);
}

test('rosa sends a wire CSV: the summary, the submit, the batch in history', async ({ page }) => {
  const name = `Wires ${Date.now() % 100_000}`;
  await wiresToSummary(page, name);
  await sendAndFinish(page);
  await expect(page.getByText(name).first()).toBeVisible();
});

test('a reload of the confirm screen shows the same summary; the batch is sent once', async ({ page }) => {
  const name = `Reload ${Date.now() % 100_000}`;
  await wiresToSummary(page, name);
  // Playwright does not expose a multipart body with a file: the calls are counted (the summary, then the submit).
  const asked: string[] = [];
  page.on('request', (r) => r.url().includes('method=transferWireMass') && asked.push(r.url()));
  await page.reload();
  await expect(page).toHaveURL(/\/transfer\/external\/mass\/confirm$/);
  await expect(page.getByText(`Batch “${name}” from `)).toContainText('file wires.csv');
  await expect(page.getByTestId('mass-estimated-total')).toHaveText('€170.00');
  await expect(page.getByTestId('mass-row-2')).toContainText('Greta Lang');
  expect(asked).toHaveLength(1); // the summary asked again from the kept file
  await sendAndFinish(page);
  await expect(page.getByText(name).first()).toBeVisible();
  expect(asked).toHaveLength(2); // one submit
  // Sent and forgotten: the confirm screen has nothing left, nor the tab's storage.
  await page.goto('/transfer/external/mass/confirm');
  await expect(page.getByText('Nothing to confirm')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('paydeck.transfers.mass-pending'))).toBeNull();
});

test('rosa pays cleo by pasted rows: the estimated total with the FX markup, booked to her balances', async ({
  page,
  browser,
}) => {
  const payee = await (await browser.newContext()).newPage();
  await signIn(payee, cleo);
  const [eurBefore, usdBefore] = [await payment(payee, 'EUR'), await payment(payee, 'USD')];
  await openUpload(page, 'p2p', `Lunch ${Date.now() % 100_000}`);
  await page
    .getByRole('textbox', { name: /Or paste the rows/ })
    .fill(`email,amount,currency,description\n${cleo},10.00,EUR,Lunch\n${cleo},20.00,USD,Books`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/transfer\/mass\/p2p\/confirm$/);
  // 30.00, two p2p fees of 0.20, and 1.00 % markup of the converted 20.00
  await expect(page.getByTestId('mass-estimated-total')).toHaveText('€30.60');
  await expect(page.getByText('1.00%')).toBeVisible();
  await sendAndFinish(page);
  expect(cents((await payment(payee, 'EUR')).balance)).toBe(cents(eurBefore.balance) + 1000n);
  expect(cents((await payment(payee, 'USD')).balance)).toBeGreaterThan(cents(usdBefore.balance));
});

test('a file and pasted rows together are refused on the form; nothing is asked', async ({ page }) => {
  await openUpload(page, 'wire', 'Both');
  await attach(page, wireFile([hans]));
  await page.getByRole('textbox', { name: /Or paste the rows/ }).fill(greta);
  const asked: string[] = [];
  page.on('request', (r) => r.url().includes('Mass') && asked.push(r.url()));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByText('Give a file or pasted rows, not both: remove the file or clear the text.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/transfer\/mass\/wire$/);
  expect(asked).toEqual([]);
});

test('a bad row is shown with its message and not sent', async ({ page }) => {
  await openUpload(page, 'wire', 'Bad row');
  await attach(page, wireFile([hans, 'Bad Iban,DE00370400440532013000,COBADEFFXXX,DE,goods,5.00,EUR,']));
  await page.getByRole('button', { name: 'Continue' }).click();
  // the bad row by its line in the file (the header is line 1) and its column's name, not sent
  await expect(page.getByTestId('mass-row-2')).toContainText('Line 3');
  await expect(page.getByText('IBAN: is not a valid IBAN')).toBeVisible();
  await expect(page.getByTestId('mass-estimated-total')).toHaveText('€110.00');
  await expect(page.getByRole('status').filter({ hasText: 'Rows with a problem are not sent' })).toBeVisible();
});
