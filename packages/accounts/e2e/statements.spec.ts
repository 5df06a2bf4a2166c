import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { callApi, signIn } from '@paydeck/e2e';
import { expectAccessible } from './support';

const pdfHeader = async (path: string) => readFileSync(path).subarray(0, 5).toString('latin1');

test.describe('statements', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
    await page.goto('/statements');
    await expect(page.getByRole('heading', { name: 'Statements', level: 1 })).toBeVisible();
  });

  test('the totals of the period are the sandbox statement totals of the account shown', async ({ page }) => {
    const { accounts } = await callApi<{ accounts: { accountId: number; typeId: number }[] }>(page, 'balanceInquiry');
    const eur = accounts.find((account) => account.typeId === 1001);
    const today = new Date().toISOString().slice(0, 10);
    const totals = await callApi<{ endingBalance: string; totalDebit: string }>(page, 'statementTotals', {
      accountId: eur?.accountId,
      fromDate: `${today.slice(0, 8)}01`,
      toDate: today,
    });
    const [whole, cents] = totals.endingBalance.replace('-', '').split('.');
    await expect(page.getByText('Ending balance').locator('..')).toContainText(
      `${BigInt(whole ?? '').toLocaleString('en-US')}.${cents}`,
    );
    await expect(page.getByText('Processing', { exact: true })).toBeVisible();
    await expect(page.getByText('Rejected', { exact: true })).toBeVisible();
    await expectAccessible(page);
  });

  test('a monthly statement downloads as a PDF, 12 months a page', async ({ page }) => {
    const monthly = page.getByRole('grid', { name: 'Monthly statements' });
    await expect(monthly.getByRole('row')).toHaveCount(13); // 12 a page and the header
    const download = page.waitForEvent('download');
    await monthly.getByRole('link', { name: 'Download PDF' }).first().click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^statement-PD\d+-\d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(await pdfHeader(await file.path())).toBe('%PDF-');
  });

  test('a statement of the period is prepared on request, then downloads as a PDF', async ({ page }) => {
    await page.getByRole('button', { name: 'Prepare PDF' }).click();
    const ready = page.getByRole('link', { name: /^Download statement-/ });
    await expect(ready).toBeVisible();
    const download = page.waitForEvent('download');
    await ready.click();
    expect(await pdfHeader(await (await download).path())).toBe('%PDF-');
  });

  test('the account confirmation downloads as a PDF', async ({ page }) => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).first().click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^account-confirmation-PD\d+\.pdf$/);
    expect(await pdfHeader(await file.path())).toBe('%PDF-');
  });
});
