// @vitest-environment node
// The brands/ folder itself: every brand is valid, readable, and holds the decisions of the README.
import { describe, expect, test } from 'vitest';
import { listBrandIds, loadAllBrands, loadBrand } from './node.ts';
import { contrastRatio } from './src/contrast.ts';
import { HEADER_LOGO_BOX, logoTextPixels, logoViewBox } from './src/logo.ts';
import type { ThemeColor } from './src/theme-schema.ts';
import { PDF_LOGO_WIDTHS } from './src/vocabulary.ts';

const brands = loadAllBrands().map((loaded) => loaded.brand);
const brandById = (id: string) => loadBrand(id).brand;

test('brands/ holds exactly the six brands of the spec', () => {
  expect(listBrandIds()).toEqual(['baltic', 'baltic-pro', 'bank', 'institution', 'uk', 'wallet']);
});

test.each(listBrandIds())('brands/%s parses, with a logo that passes the logo rules', (id) => {
  const { brand, logoSvg } = loadBrand(id);
  expect(brand.id).toBe(id);
  expect(logoSvg).toContain(`<title id="title">${brand.name}</title>`);
});

// The header draws every logo in one box (HEADER_LOGO_BOX): each word of the wordmark at least 12 px high there,
// on a 390 px phone as on a desktop (the uk brand's stacked wordmark was drawn about 8 px high).
test.each(listBrandIds())('brands/%s: every word of the logo is at least 12 px in the header', (id) => {
  const pixels = logoTextPixels(loadBrand(id).logoSvg, HEADER_LOGO_BOX);
  expect(pixels.length).toBeGreaterThan(0);
  expect(Math.min(...pixels)).toBeGreaterThanOrEqual(12);
});

describe('WCAG AA contrast of every brand', () => {
  // [foreground, background, minimum]: 4.5 for text; 3 for the focus ring and field borders
  // (WCAG 1.4.11, non-text contrast). Primary and the status colours also serve as text
  // (links, error messages), so they are held to 4.5 on the page and on cards.
  const pairs: [ThemeColor, ThemeColor, number][] = [
    ['primaryText', 'primary', 4.5],
    ['text', 'background', 4.5],
    ['text', 'surface', 4.5],
    ['mutedText', 'surface', 4.5],
    ['mutedText', 'background', 4.5],
    ['primary', 'surface', 4.5],
    ['primary', 'background', 4.5],
    ['danger', 'surface', 4.5],
    ['success', 'surface', 4.5],
    ['warning', 'surface', 4.5],
    ['focus', 'background', 3],
    ['focus', 'surface', 3],
    ['border', 'surface', 3],
  ];
  const cases = brands.flatMap((brand) =>
    pairs.map(([fg, bg, min]) => ({
      id: brand.id,
      fg,
      bg,
      min,
      ratio: contrastRatio(brand.theme.color[fg], brand.theme.color[bg]),
    })),
  );

  test.each(cases)('$id: $fg on $bg is at least $min:1', ({ ratio, min }) => {
    expect(ratio).toBeGreaterThanOrEqual(min);
  });
});

describe('decisions where the spec is silent (see README)', () => {
  // id, registrationDisabled, offers webcamStudios and others, pdfLogoWidth, merchantApiEnabled, idle minutes
  test.each([
    ['wallet', false, true, 60, true, 15],
    ['bank', true, false, 34, false, 5],
    ['institution', false, false, 50, true, 15],
    ['baltic', false, false, 40, false, 15],
    ['baltic-pro', false, true, 40, true, 15],
    ['uk', false, false, 24, true, 15],
  ] as const)(
    '%s: registration disabled %s, webcam studios and others %s, PDF logo %i, merchant API %s, idle %i min',
    (id, disabled, extraBusinessTypes, pdfWidth, merchantApi, idle) => {
      const brand = brandById(id);
      expect(brand.registrationDisabled).toBe(disabled);
      expect(brand.registrationTypes.business.includes('webcamStudios')).toBe(extraBusinessTypes);
      expect(brand.registrationTypes.business.includes('others')).toBe(extraBusinessTypes);
      expect(brand.pdfLogoWidth).toBe(pdfWidth);
      expect(brand.merchantApiEnabled).toBe(merchantApi);
      expect(brand.sessionIdleMinutes).toBe(idle);
    },
  );

  // Where each is licensed, from its legal address and regulator: dates follow `${language}-${region}`.
  test.each([
    ['wallet', 'CY'],
    ['bank', 'LU'],
    ['institution', 'ES'],
    ['baltic', 'LT'],
    ['baltic-pro', 'LT'],
    ['uk', 'GB'],
  ])('%s: region %s', (id, region) => {
    expect(brandById(id).region).toBe(region);
  });

  test('the institution brand offers only en and es', () => {
    expect(brandById('institution').languages).toEqual(['en', 'es']);
  });

  test('only the bank blocks self-registration', () => {
    expect(brands.filter((b) => b.registrationDisabled).map((b) => b.id)).toEqual(['bank']);
  });

  test('every PDF logo width of the spec is taken by some brand', () => {
    expect(new Set(brands.map((b) => b.pdfLogoWidth))).toEqual(new Set(PDF_LOGO_WIDTHS));
  });

  // The width is chosen so that every logo prints at the same height (12) on confirmation documents.
  test.each(listBrandIds())('%s: the PDF logo width prints the logo 12 high', (id) => {
    const { brand, logoSvg } = loadBrand(id);
    const box = logoViewBox(logoSvg);
    expect(box).toBeDefined();
    if (box) expect((brand.pdfLogoWidth * box.height) / box.width).toBeCloseTo(12, 0);
  });

  test.each(['supportNumber', 'name'] as const)('each brand has its own %s', (field) => {
    expect(new Set(brands.map((b) => b[field])).size).toBe(brands.length);
  });

  test('each brand has its own deep-link scheme', () => {
    expect(new Set(brands.map((b) => b.mobileApp.deepLinkScheme)).size).toBe(brands.length);
  });
});
