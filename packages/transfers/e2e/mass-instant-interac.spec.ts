import { expect, type Page, test } from '@playwright/test';
import { loginOf, paymentAccount as payment, signIn } from '@paydeck/e2e';

// Mass instant payments and interac transfers (MASS-WIRE.md "Mass transfers"), at a phone's and a laptop's width,
// as rosa.rails (a personal customer: every rail). An instant CSV goes through the summary into history's batch
// transfers, each row named by the key's holder; pasted interac rows show the row the rail refuses (CAD only) and
// count only the others. Lean: no axe (the stories run it). Limits: the suite's standard one.

const rosa = loginOf('rosa.rails');

async function openUpload(page: Page, segment: string, batchName: string) {
  await signIn(page, rosa);
  const eur = await payment(page, 'EUR');
  await page.goto(`/transfer/mass/${segment}`);
  await page.getByRole('textbox', { name: 'Batch name' }).fill(batchName);
  await page.getByRole('button', { name: /Pay from/ }).click();
  await page.getByRole('option', { name: new RegExp(`^${eur.accountNumber} · `) }).click();
}

const instantFile = Buffer.from(
  'beneficiaryName,instantKeyType,instantKey,taxId,bankCode,country,amount,currency,description\n' +
    ',email,joao.silva@example.com.br,,,BR,10.00,EUR,Rent\n' +
    ',phone,5511987654321,,,BR,20.00,EUR,Design\n',
);

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('rosa sends an instant CSV: the holders, the summary, the batch in history', async ({ page }) => {
      const name = `Instant ${width} ${Date.now() % 100_000}`;
      await openUpload(page, 'instant', name);
      await expect(page.getByRole('heading', { name: 'Mass instant payment' })).toBeVisible();
      const picker = page.getByRole('group', { name: 'File' });
      await picker
        .locator('input[type=file]')
        .setInputFiles({ name: 'instant.csv', mimeType: 'text/csv', buffer: instantFile });
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL(/\/transfer\/external\/mass\/confirm$/);
      await expect(page.getByTestId('mass-row-1')).toContainText('João Silva');
      await expect(page.getByTestId('mass-row-2')).toContainText('Maria Souza');
      await expect(page.getByTestId('mass-estimated-total')).toHaveText('€31.00'); // 30.00 + two 0.50 fees
      await page.getByRole('button', { name: 'Send the payments' }).click();
      const popup = page.getByRole('dialog');
      await expect(popup).toContainText('Successfully submitted');
      await popup.getByRole('button', { name: 'Done' }).click();
      await expect(page).toHaveURL(/\/history\/batch-transfers/);
      await expect(page.getByText(name).first()).toBeVisible();
    });

    test('pasted interac rows: a row in another currency than CAD is shown and not counted', async ({ page }) => {
      await openUpload(page, 'interac', `Interac ${width}`);
      await page
        .getByRole('textbox', { name: /Or paste the rows/ })
        .fill('Lea Roy,lea@example.ca,,5.00,CAD,Gift\nSam Roy,,4165550100,6.00,USD,Books');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL(/\/transfer\/external\/mass\/confirm$/);
      await expect(page.getByTestId('mass-row-2')).toContainText('Sam Roy');
      await expect(page.getByText('Currency: must be CAD')).toBeVisible();
      await expect(page.getByTestId('mass-estimated-total')).toHaveText('€6.50'); // 5.00 + the 1.50 fee
      await expect(page.getByRole('status').filter({ hasText: 'Rows with a problem are not sent' })).toBeVisible();
    });
  });
}
