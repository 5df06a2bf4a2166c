import { countryName, currencyName } from './names.ts';

test.each([
  ['DE', 'en', 'Germany'],
  ['DE', 'es', 'Alemania'],
  ['DE', 'ua', 'Німеччина'],
  ['XX', 'en', 'XX'],
])('country %s in %s: %s', (code, locale, name) => {
  expect(countryName(code, locale)).toBe(name);
});

test.each([
  ['USD', 'en', 'US Dollar'],
  ['EUR', 'ro', 'euro'],
  ['RON', 'ua', 'румунський лей'],
])('currency %s in %s: %s', (code, locale, name) => {
  expect(currencyName(code, locale)).toBe(name);
});
