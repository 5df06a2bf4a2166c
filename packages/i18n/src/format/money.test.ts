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

// Crypto amounts at their currency's scale (@paydeck/brand-config: BTC and ETH 8, USDT 6): every
// decimal they hold is shown, none is rounded away, and fiat's minimum of 2 still applies.
test.each([
  ['0.00000001', 'BTC', 'en', `BTC${nbsp}0.00000001`],
  ['0.00000001', 'BTC', 'ru', `0,00000001${nbsp}BTC`],
  ['0.00000001', 'BTC', 'pt', `BTC${nbsp}0,00000001`],
  ['21000000.12345678', 'BTC', 'en', `BTC${nbsp}21,000,000.12345678`],
  ['21000000.12345678', 'BTC', 'ru', `21${nbsp}000${nbsp}000,12345678${nbsp}BTC`],
  ['21000000.12345678', 'BTC', 'pt', `BTC${nbsp}21.000.000,12345678`],
  ['-0.12345678', 'ETH', 'en', `-ETH${nbsp}0.12345678`],
  ['-0.12345678', 'ETH', 'ru', `-0,12345678${nbsp}ETH`],
  ['-0.12345678', 'ETH', 'pt', `-ETH${nbsp}0,12345678`],
  ['0.50000000', 'BTC', 'en', `BTC${nbsp}0.50`],
  ['1234.123456', 'USDT', 'ru', `1${nbsp}234,123456${nbsp}USDT`],
  ['0.100000', 'USDT', 'pt', `USDT${nbsp}0,10`],
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
