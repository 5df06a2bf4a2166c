import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { signIn } from '@paydeck/e2e';
import { pdfText } from './pdf-text';
import { expectAccessible, plainAmount } from './support';

/** The value beside a label of the sheet's summary list. */
const fact = (sheet: Locator, label: string) =>
  sheet.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

/** The sheet: a dialog over the list from the tablet width, a page of its own on a phone. */
const sheetOf = (page: Page, phone: boolean) =>
  phone
    ? page.getByRole('region', { name: 'Transaction details' })
    : page.getByRole('dialog', { name: 'Transaction details' });

for (const [width, height] of [
  [390, 844],
  [1280, 900],
] as const) {
  const phone = width < 768;
  test(`at ${width} px a history row opens its details, and its proof of payment is that payment's PDF`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await signIn(page);
    // anna's completed person-to-person transfers: each has a payee and a proof.
    const list = '/history?type=2&direction=outgoing&status=2';
    await page.goto(list);
    const row = page.getByRole('grid', { name: 'Transactions' }).getByRole('row').nth(1);
    const opener = row.getByRole('link');
    await expect(opener).toBeVisible({ timeout: 15_000 });
    // A tap on a phone; the keyboard on a desktop (the focused row takes Enter; Escape closes the dialog).
    if (phone) await opener.click();
    else await opener.press('Enter');
    await expect(page).toHaveURL(/type=2&direction=outgoing&status=2&transactionId=\d+$/);
    const transactionId = new URL(page.url()).searchParams.get('transactionId');

    const sheet = sheetOf(page, phone);
    await expect(sheet).toBeVisible();
    if (phone) await expect(page.getByRole('heading', { name: 'Transaction details', level: 1 })).toBeFocused();
    const amount = plainAmount((await fact(sheet, 'Amount sent').textContent()) ?? '');
    const payee = (await fact(sheet, 'To').locator('strong').textContent()) ?? '';
    expect(amount).toMatch(/^\d+\.\d{2}$/);
    expect(payee).not.toBe('');
    await expect(fact(sheet, 'Transaction ID')).toHaveText(transactionId ?? '');
    await expect(sheet.getByText('The money left your account and was delivered.')).toBeVisible();
    await expectAccessible(page);

    const download = page.waitForEvent('download');
    await sheet.getByRole('button', { name: 'Download proof of payment' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`payment-${transactionId}.pdf`);
    const bytes = readFileSync(await file.path());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(bytes);
    expect(text).toContain('Payment confirmation');
    expect(text).toMatch(new RegExp(`(^|\\s)${amount.replace('.', '\\.')} [A-Z]{3}$`, 'm'));
    expect(text).toContain(payee);

    // Back to the list it came from, its filters kept.
    if (phone) await page.getByRole('link', { name: /Back to history/ }).click();
    else await page.keyboard.press('Escape');
    await expect(page).toHaveURL(new RegExp(`${list.replace(/[?]/g, '\\?')}$`));
    await expect(sheet).toBeHidden();
    await expect(opener).toBeVisible();
  });
}
