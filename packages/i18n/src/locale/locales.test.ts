import { catalogCode, isLocale, localeNames, locales, toLocale } from './locales.ts';

test.each([
  ['en', 'en'],
  ['ua', 'uk'],
  ['ru', 'ru'],
  ['pt', 'pt'],
] as const)('catalog code of %s is %s', (locale, code) => {
  expect(catalogCode(locale)).toBe(code);
});

test.each([
  ['ua', 'ua'],
  ['uk', 'ua'],
  ['es', 'es'],
  ['en-GB', undefined],
  [undefined, undefined],
  [42, undefined],
])('toLocale(%j) is %j', (value, expected) => {
  expect(toLocale(value)).toBe(expected);
});

test('isLocale accepts only product codes', () => {
  expect(locales.filter(isLocale)).toEqual(locales);
  expect(isLocale('uk')).toBe(false);
});

test.each([
  ['en', 'English'],
  ['es', 'Español'],
  ['ro', 'Română'],
  ['ru', 'Русский'],
  ['ua', 'Українська'],
  ['pt', 'Português'],
] as const)('%s is named %s', (locale, name) => {
  expect(localeNames[locale]).toBe(name);
});
