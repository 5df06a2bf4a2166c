// @vitest-environment node
import { expect, test } from 'vitest';
import { countryCodes, isCountryCode } from './countries.ts';

test('every code once, two capital letters, in order', () => {
  expect(new Set(countryCodes).size).toBe(countryCodes.length);
  expect(countryCodes.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
  expect([...countryCodes].sort()).toEqual(countryCodes);
  expect(countryCodes).toHaveLength(250);
});

test.each(['en', 'es', 'pt', 'ro', 'ru', 'uk'])('Intl names every code in %s', (locale) => {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  expect(countryCodes.filter((code) => !names.of(code))).toEqual([]);
});

test.each([
  ['BR', true],
  ['br', true],
  ['XK', true],
  ['GB', true],
  ['UK', false],
  ['XX', false],
  ['BRA', false],
  [' BR', false],
  ['', false],
  [null, false],
  [undefined, false],
])('isCountryCode(%j) is %s', (code, expected) => {
  expect(isCountryCode(code)).toBe(expected);
});
