// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { contrastRatio, relativeLuminance } from './contrast.ts';

describe('relativeLuminance', () => {
  test.each([
    ['#000000', 0],
    ['#ffffff', 1],
    ['#FFFFFF', 1],
    ['#ff0000', 0.2126],
    ['#00ff00', 0.7152],
    ['#0000ff', 0.0722],
    ['#808080', 0.2159],
  ])('%s has luminance %d', (hex, luminance) => {
    expect(relativeLuminance(hex)).toBeCloseTo(luminance, 4);
  });

  test('refuses what is not #rrggbb', () => {
    expect(() => relativeLuminance('#fff')).toThrow('"#fff" is not a #rrggbb colour');
  });
});

describe('contrastRatio', () => {
  test.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#000000', 21],
    ['#777777', '#777777', 1],
    // WCAG's own borderline examples: #767676 passes 4.5 on white, #777777 does not.
    ['#767676', '#ffffff', 4.54],
    ['#777777', '#ffffff', 4.48],
  ])('%s against %s is %d:1', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 2);
  });
});
