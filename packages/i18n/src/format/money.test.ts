import { currencySymbol } from './currency.ts';
import { formatMoney } from './money.ts';

const nbsp = '\u00a0';

test.each([
  ['EUR', '€'],
  ['USD', '$'],
  ['AUD', '$'],
  ['CAD', '$'],
  ['GBP', '£'],
  ['RON', 'lei'],
  ['eur', '€'],
  ['CHF', 'CHF'],
  ['USDT', 'USDT'],
])('currencySymbol(%s) is %s', (code, symbol) => {
  expect(currencySymbol(code)).toBe(symbol);
});

test.each([
  ['1234.5', 'EUR', 'en', '€1,234.50'],
  ['-1234.5', 'EUR', 'en', '-€1,234.50'],
  ['1234.5', 'USD', 'en', '$1,234.50'],
  ['1234.5', 'AUD', 'en', '$1,234.50'],
  ['1234.5', 'GBP', 'en', '£1,234.50'],
  ['1234.5', 'RON', 'en', `lei${nbsp}1,234.50`],
  ['1234.5', 'CHF', 'en', `CHF${nbsp}1,234.50`],
  ['1234.5', 'EUR', 'es', `1234,50${nbsp}€`],
  ['-12345.5', 'USD', 'es', `-12.345,50${nbsp}$`],
  ['1234.5', 'RON', 'ro', `1.234,50${nbsp}lei`],
  ['1234.5', 'EUR', 'ru', `1${nbsp}234,50${nbsp}€`],
  ['-1234.5', 'GBP', 'ua', `-1${nbsp}234,50${nbsp}£`],
  ['1234.5', 'EUR', 'pt', `€${nbsp}1.234,50`],
  ['-1234.5', 'CAD', 'pt', `-$${nbsp}1.234,50`],
  ['0.00000001', 'EUR', 'en', '€0.00000001'],
  ['-0.000000001', 'EUR', 'en', '€0.00'],
])('formatMoney(%j, %s, %s) is %j', (amount, currency, locale, expected) => {
  expect(formatMoney(amount, currency, locale)).toBe(expected);
});

// Where our symbol is the one Intl would use, the layout must be exactly Intl's.
test.each([
  ['EUR', 'en'],
  ['USD', 'en'],
  ['GBP', 'en'],
  ['EUR', 'es'],
  ['EUR', 'ro'],
  ['RON', 'ro'],
  ['EUR', 'ru'],
  ['EUR', 'uk'],
  ['EUR', 'pt'],
])('%s in %s lays out as Intl does', (currency, locale) => {
  const intl = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' });
  for (const amount of ['1234.5', '-1234.5', '1000000', '0.5']) {
    expect(formatMoney(amount, currency, locale)).toBe(intl.format(amount as unknown as number));
  }
});
