import { i18n } from '@lingui/core';
import { activateLocale } from './locale/activate.ts';
import type { Locale } from './locale/locales.ts';
import { accountsCount } from './messages.ts';

async function accounts(locale: Locale, count: number): Promise<string> {
  await activateLocale(locale);
  return i18n._({ ...accountsCount, values: { count } });
}

// CLDR: one 1, 21; few 2-4, 22-24; many 0, 5-20, 25-30; 11-14 are "many" despite ending in 1-4.
test.each([
  [1, '1 счёт', '1 рахунок'],
  [2, '2 счёта', '2 рахунки'],
  [5, '5 счетов', '5 рахунків'],
  [11, '11 счетов', '11 рахунків'],
  [21, '21 счёт', '21 рахунок'],
  [22, '22 счёта', '22 рахунки'],
  [25, '25 счетов', '25 рахунків'],
])('%i: ru "%s", ua "%s"', async (count, ru, ua) => {
  expect(await accounts('ru', count)).toBe(ru);
  expect(await accounts('ua', count)).toBe(ua);
});

test.each([
  ['en', 1, '1 account'],
  ['en', 2, '2 accounts'],
  ['es', 1, '1 cuenta'],
  ['es', 5, '5 cuentas'],
  ['pt', 1, '1 conta'],
  ['pt', 21, '21 contas'],
  ['ro', 1, '1 cont'],
  ['ro', 2, '2 conturi'],
  ['ro', 19, '19 conturi'],
  ['ro', 20, '20 de conturi'],
  ['ro', 101, '101 conturi'],
] as const)('%s %i: "%s"', async (locale, count, expected) => {
  expect(await accounts(locale, count)).toBe(expected);
});
