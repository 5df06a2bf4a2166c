import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { loginOf, signIn } from '@paydeck/e2e';
import { createInvoiceByApi } from './support';

const pdfHeader = (path: string) => readFileSync(path).subarray(0, 5).toString('latin1');

/** Picks the interface language in the header's switcher, or in the menu drawer on a narrow screen. */
async function chooseLanguage(page: Page, lang: string, menu?: string) {
  if (menu) await page.getByRole('button', { name: menu }).click();
  await page.getByRole('combobox').filter({ visible: true }).selectOption(lang);
}

// The view's download asks the PDF generator (pdfGenerate, type invoice) for a fresh link and saves the file.
test('anna downloads the PDF of an invoice she sent, in ru at 390 px and in en at 1280 px', async ({ page }) => {
  const amount = `${100 + Math.floor(Math.random() * 900)}.${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, loginOf('anna.personal'));
  const id = await createInvoiceByApi(page, 'pavel.push', amount, `Garden tools ${amount}`);
  const list = `/transfer/invoices?list=sent&min=${amount}&max=${amount}`;

  const download = async (view: RegExp, button: string) => {
    await page.getByRole('button', { name: view }).first().click();
    const saved = page.waitForEvent('download');
    await page.getByRole('dialog').getByRole('button', { name: button }).click();
    const file = await saved;
    expect(file.suggestedFilename()).toBe(`invoice-${id}.pdf`);
    expect(pdfHeader(await file.path())).toBe('%PDF-');
  };

  await chooseLanguage(page, 'ru', 'Menu');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await page.keyboard.press('Escape'); // the drawer
  await page.goto(list);
  await download(/^Открыть счёт/, 'Скачать счёт (PDF)');

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(list); // the dialog closes: the header's switcher is reachable again
  await chooseLanguage(page, 'en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await download(/^View the invoice of/, 'Download the invoice (PDF)');
});
