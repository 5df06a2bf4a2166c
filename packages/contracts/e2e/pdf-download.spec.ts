import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { signInAsBoris } from './support';

const pdfHeader = (path: string) => readFileSync(path).subarray(0, 5).toString('latin1');

/** Picks the interface language in the header's switcher, or in the menu drawer on a narrow screen. */
async function chooseLanguage(page: Page, lang: string, menu?: string) {
  if (menu) await page.getByRole('button', { name: menu }).click();
  await page.getByRole('combobox').filter({ visible: true }).selectOption(lang);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

// The contract's "Download PDF" asks the PDF generator (pdfGenerate, type contract, for Northwind) for a fresh link.
test('boris downloads a Northwind contract’s PDF, in ru at 390 px and in en at 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsBoris(page);
  await page.goto('/revenue-split');
  const opener = page.getByRole('link', { name: /^Northwind Media Ltd · #\d+$/ }).first();
  const id = /#(\d+)$/.exec((await opener.textContent()) ?? '')?.[1];
  const path = `/revenue-split/${id}`;

  const download = async (button: string) => {
    const saved = page.waitForEvent('download');
    await page.getByRole('button', { name: button }).click();
    const file = await saved;
    expect(file.suggestedFilename()).toBe(`contract-${id}.pdf`);
    expect(pdfHeader(await file.path())).toBe('%PDF-');
  };

  await chooseLanguage(page, 'ru', 'Menu');
  await page.keyboard.press('Escape'); // the drawer
  await page.goto(path);
  await download('Скачать PDF');

  await page.setViewportSize({ width: 1280, height: 800 });
  await chooseLanguage(page, 'en');
  await page.goto(path);
  await download('Download PDF');
});
