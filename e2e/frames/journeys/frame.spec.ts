import { expect, test } from '@playwright/test';
import { brandOrigin, brands, expectNoSeriousA11yViolations } from '@paydeck/e2e';

// Each language as the switcher names it, in its own language.
const localeNames: Record<string, string> = {
  en: 'English',
  es: 'Español',
  ro: 'Română',
  ru: 'Русский',
  ua: 'Українська',
  pt: 'Português',
};

// One journey per brand, against that brand's own build: the frame wears the brand and offers only its
// languages, at a phone's width (where the menu drawer holds them). Every screen at both widths and every
// brand is checked by the stories (apps/storybook), not here.
for (const { id, brand } of brands) {
  test(`the frame of ${id} shows the brand, its languages only, and passes axe`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${brandOrigin('frames', id)}/no-such-page`);
    await expect(page).toHaveTitle(brand.name);
    await expect(page.getByRole('img', { name: new RegExp(brand.name) })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(brand.name);
    await expect(page.getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute('href', brand.links.terms);
    await expect(page.getByRole('contentinfo')).toContainText(brand.supportNumber);

    await page.getByRole('button', { name: 'Menu' }).click();
    const languages = page.getByRole('combobox', { name: 'Language' });
    if (brand.languages.length > 1) {
      await expect(languages).toBeVisible();
      const offered = await languages.locator('option').allTextContents();
      expect(offered).toEqual(brand.languages.map((code) => localeNames[code]));
    }
    await expectNoSeriousA11yViolations(page);
  });
}
