import { assignInlineVars } from '@vanilla-extract/dynamic';
import { type Brand, parseBrand } from '@paydeck/brand-config';
import { vars } from '@paydeck/ui';

// Storybook shows every brand, so it reads all brand.json files (the web app bundles only one).
const files = import.meta.glob<{ default: unknown }>('../../../brands/*/brand.json', { eager: true });

export const brands: Record<string, Brand> = Object.fromEntries(
  Object.entries(files).map(([file, module]) => {
    const brand = parseBrand(module.default, file);
    return [brand.id, brand];
  }),
);
export const brandIds = Object.keys(brands).sort();

/**
 * A brand is its theme: the theme contract's values on <html> (so overlays outside the story wear them too)
 * and the page's background, text colour and font. Nothing else in a story depends on the brand.
 */
export function applyBrandToDocument(brandId: string): void {
  const brand = brands[brandId] ?? brands.wallet;
  if (!brand) return;
  const root = document.documentElement;
  for (const [property, value] of Object.entries(assignInlineVars(vars, brand.theme))) {
    root.style.setProperty(property, value);
  }
  document.body.style.background = vars.color.background;
  document.body.style.color = vars.color.text;
  document.body.style.fontFamily = vars.font.body;
}
