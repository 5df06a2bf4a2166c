import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { callApi, signIn } from '../../support/sign-in';
import { expectAccessible } from './support';

const pdfHeader = async (path: string) => readFileSync(path).subarray(0, 5).toString('latin1');

test('statements: totals of the period, a monthly statement and a built export download as PDFs', async ({ page }) => {
  await signIn(page);
  await page.goto('/statements');
  await expect(page.getByRole('heading', { name: 'Statements', level: 1 })).toBeVisible({ timeout: 15_000 });

  // The totals on screen are the sandbox's statement totals for the account and period shown.
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
    `${Number(whole).toLocaleString('en-US')}.${cents}`,
  );
  await expect(page.getByText('Processing', { exact: true })).toBeVisible();
  await expect(page.getByText('Rejected', { exact: true })).toBeVisible();

  const monthly = page.getByRole('grid', { name: 'Monthly statements' });
  await expect(monthly.getByRole('row')).toHaveCount(13); // 12 a page and the header
  const monthlyDownload = page.waitForEvent('download');
  await monthly.getByRole('link', { name: 'Download PDF' }).first().click();
  const file = await monthlyDownload;
  expect(file.suggestedFilename()).toMatch(/^statement-PD\d+-\d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}\.pdf$/);
  expect(await pdfHeader(await file.path())).toBe('%PDF-');

  await page.getByRole('button', { name: 'Prepare PDF' }).click();
  const ready = page.getByRole('link', { name: /^Download statement-/ });
  await expect(ready).toBeVisible({ timeout: 15_000 });
  const builtDownload = page.waitForEvent('download');
  await ready.click();
  expect(await pdfHeader(await (await builtDownload).path())).toBe('%PDF-');

  const confirmation = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).first().click();
  expect((await confirmation).suggestedFilename()).toMatch(/^account-confirmation-PD\d+\.pdf$/);
  await expectAccessible(page);
});
