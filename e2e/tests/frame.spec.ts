import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { brandServers } from '../support/brands';

// Each language as the switcher names it, in its own language.
const localeNames: Record<string, string> = {
  en: 'English',
  es: 'Español',
  ro: 'Română',
  ru: 'Русский',
  ua: 'Українська',
  pt: 'Português',
};

const widths = [
  { name: 'mobile', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];

for (const { id, brand, port } of brandServers) {
  test.describe(`the frame of ${id}`, () => {
    for (const viewport of widths) {
      test(`at ${viewport.width} px shows the brand, its languages only, and passes axe`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto(`http://127.0.0.1:${port}/no-such-page`);
        await expect(page).toHaveTitle(brand.name);
        await expect(page.getByRole('img', { name: new RegExp(brand.name) })).toBeVisible();
        await expect(page.getByRole('contentinfo')).toContainText(brand.name);
        await expect(page.getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute(
          'href',
          brand.links.terms,
        );
        await expect(page.getByRole('contentinfo')).toContainText(brand.supportNumber);

        if (viewport.width < 871) await page.getByRole('button', { name: 'Menu' }).click();
        const languages = page.getByRole('combobox', { name: 'Language' });
        if (brand.languages.length > 1) {
          await expect(languages).toBeVisible();
          const offered = await languages.locator('option').allTextContents();
          expect(offered).toEqual(brand.languages.map((code) => localeNames[code]));
        }
        await page.screenshot({ path: `screenshots/frame-${id}-${viewport.name}.png`, fullPage: true });
        await expectNoSeriousA11yViolations(page);
      });
    }
  });
}
