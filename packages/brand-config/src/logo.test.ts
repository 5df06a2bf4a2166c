// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { BrandConfigError } from './load.ts';
import {
  checkLogoSvg,
  HEADER_LOGO_BOX,
  logoMarkSvg,
  logoTextPixels,
  logoTextSizes,
  logoViewBox,
  MAX_LOGO_BYTES,
  svgDataUrl,
} from './logo.ts';

const good =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 60" width="200" height="60" role="img">' +
  '<title>Brand</title><rect width="60" height="60"/><text x="66" y="40">Brand</text></svg>';

describe('checkLogoSvg', () => {
  test('accepts a logo that follows the rules', () => {
    expect(() => checkLogoSvg(good, 'brands/x/logo.svg')).not.toThrow();
    expect(() => checkLogoSvg(`<?xml version="1.0"?>\n${good}`, 'brands/x/logo.svg')).not.toThrow();
  });

  test.each([
    ['not an SVG', '<html><title>x</title></html>', 'must start with an <svg> element'],
    ['no title', good.replace('<title>Brand</title>', ''), 'must have a non-empty <title>'],
    ['an empty title', good.replace('<title>Brand</title>', '<title> </title>'), 'must have a non-empty <title>'],
    ['no viewBox', good.replace('viewBox="0 0 200 60" ', ''), 'must have viewBox="0 0 <width> <height>"'],
    ['a tall viewBox', good.replace('0 0 200 60', '0 0 40 60'), 'must be at least as wide as it is high'],
    ['a script', good.replace('</svg>', '<script>alert(1)</script></svg>'), 'must not hold scripts'],
    ['an event handler', good.replace('<rect ', '<rect onclick="x()" '), 'must not hold scripts'],
    ['a javascript: link', good.replace('</svg>', '<a href="javascript:x()">x</a></svg>'), 'must not hold scripts'],
    [
      'too many bytes',
      good.replace('</svg>', `<!--${'x'.repeat(MAX_LOGO_BYTES)}--></svg>`),
      `must be at most ${MAX_LOGO_BYTES} bytes`,
    ],
  ])('refuses %s, naming the file and the field', (_case, svg, problem) => {
    expect(() => checkLogoSvg(svg, 'brands/x/logo.svg')).toThrow(BrandConfigError);
    expect(() => checkLogoSvg(svg, 'brands/x/logo.svg')).toThrow(
      `brands/x/logo.svg: field "logo.file": the SVG ${problem}`,
    );
  });
});

describe('logoMarkSvg', () => {
  test('keeps only the square at the left of the logo', () => {
    const mark = logoMarkSvg(good);
    expect(logoViewBox(mark)).toEqual({ width: 60, height: 60 });
    expect(mark).toContain('width="60" height="60"');
    expect(mark).toContain('<title>Brand</title>');
  });
});

describe('svgDataUrl', () => {
  test('gives a data: URL that decodes back to the SVG', () => {
    const url = svgDataUrl(`  ${good}\n`);
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    expect(url).not.toMatch(/[<>"#\s]/);
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(good);
  });
});

describe('logoTextSizes and logoTextPixels', () => {
  const stacked =
    '<svg viewBox="0 0 120 60"><title>K</title><g font-size="20"><text y="28" font-size="17">Kestrel</text>' +
    '<text y="47">Money</text></g><text y="59">tag</text></svg>';

  test('each text takes its own font size, else its group’s, else the initial 16', () => {
    expect(logoTextSizes(stacked)).toEqual([17, 20, 16]);
  });

  test.each([
    ['a compact logo fills the box’s height (44 of 60: 0.733)', stacked, [12.47, 14.67, 11.73]],
    ['a wide logo fills the box’s width (160 of 300: 32 high)', good.replace('0 0 200 60', '0 0 300 60'), [8.53]],
  ])('%s', (_case, svg, pixels) => {
    const drawn = logoTextPixels(svg, HEADER_LOGO_BOX);
    expect(drawn).toHaveLength(pixels.length);
    for (const [index, size] of drawn.entries()) expect(size).toBeCloseTo(pixels[index] as number, 2);
  });
});
