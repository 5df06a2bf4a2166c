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

test('the full list has every code once', () => {
  expect(new Set(countryCodes).size).toBe(countryCodes.length);
  expect(countryCodes.length).toBe(249);
  expect(countries('en')).toHaveLength(249);
});
