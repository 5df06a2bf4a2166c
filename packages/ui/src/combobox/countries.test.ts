// @vitest-environment node
import { countries, countryCodes, flagEmoji } from './countries';

test.each([
  ['LT', '🇱🇹'],
  ['gb', '🇬🇧'],
  ['UA', '🇺🇦'],
])('flagEmoji(%s) is %s', (code, flag) => {
  expect(flagEmoji(code)).toBe(flag);
});

test('names countries in the interface language and sorts by that name', () => {
  const list = countries('es', ['DE', 'ES', 'GB']);
  expect(list.map((c) => c.name)).toEqual(['Alemania', 'España', 'Reino Unido']);
  expect(list[0]).toEqual({ id: 'DE', name: 'Alemania', flag: '🇩🇪' });
});

test('the full list has every code once, Kosovo (XK) included', () => {
  expect(new Set(countryCodes).size).toBe(countryCodes.length);
  expect(countryCodes.length).toBe(250);
  expect(countries('en')).toHaveLength(250);
  expect(countries('en', ['XK'])).toEqual([{ id: 'XK', name: 'Kosovo', flag: '🇽🇰' }]);
});

test('one spelling per country: the short names, not the official ones', () => {
  expect(countries('en', ['GB', 'US', 'BO']).map((c) => c.name)).toEqual([
    'Bolivia',
    'United Kingdom',
    'United States',
  ]);
  expect(countries('uk', ['GB']).map((c) => c.name)).toEqual(['Велика Британія']);
});
