// @vitest-environment node
import {
  atScale,
  exchangeRate,
  fromCents,
  fromMinor,
  minorFromCents,
  minorOf,
  normaliseDecimal,
  sourceMinorFor,
  toCents,
  toMinor,
} from './money.ts';

describe('decimal strings and cents (fiat)', () => {
  test.each([
    ['0', 0n],
    ['12', 1200n],
    ['12.3', 1230n],
    ['12.30', 1230n],
    ['12.300', 1230n], // the same number: zeros beyond the scale are not rounding
    ['-0.05', -5n],
    ['1000000.99', 100000099n],
    ['12.345', null], // refused, never rounded
    ['1e3', null],
    ['', null],
    ['12.', null],
    ['.5', null],
    ['abc', null],
  ])('toCents(%j) = %s', (text, cents) => {
    expect(toCents(text)).toBe(cents);
  });

  test.each([
    [0n, '0.00'],
    [5n, '0.05'],
    [-5n, '-0.05'],
    [1230n, '12.30'],
    [100000099n, '1000000.99'],
  ])('fromCents(%s) = %s', (cents, text) => {
    expect(fromCents(cents)).toBe(text);
  });
});

describe('amounts at each currency scale (2 to 8 decimals)', () => {
  test.each([
    ['0.00000001', 'BTC', 1n, '0.00000001'],
    ['21000000.12345678', 'BTC', 2_100_000_012_345_678n, '21000000.12345678'],
    ['-0.12345678', 'BTC', -12_345_678n, '-0.12345678'],
    ['0.5', 'BTC', 50_000_000n, '0.50000000'],
    ['0.12345678', 'eth', 12_345_678n, '0.12345678'],
    ['1.123456', 'USDT', 1_123_456n, '1.123456'],
    ['999999999999999999.99999999', 'BTC', 99_999_999_999_999_999_999_999_999n, '999999999999999999.99999999'],
    ['12.3', 'EUR', 1230n, '12.30'],
    ['-0.01', 'USD', -1n, '-0.01'],
    ['7', 'RON', 700n, '7.00'],
  ])('toMinor(%j, %s) = %s and back %j', (text, currency, minor, back) => {
    expect(toMinor(text, currency)).toBe(minor);
    expect(fromMinor(minor, currency)).toBe(back);
  });

  test.each([
    ['0.000000001', 'BTC'], // 9 decimals: beyond every scale
    ['0.1234567', 'USDT'], // 7 decimals for a 6-decimal currency
    ['0.125', 'EUR'],
    ['0.00000001', 'EUR'],
    ['1e-8', 'BTC'],
    ['1,5', 'BTC'],
    ['+1', 'BTC'],
    ['1234567890123456789', 'EUR'], // more than 18 whole digits
  ])('toMinor(%j, %s) is refused, never rounded', (text, currency) => {
    expect(toMinor(text, currency)).toBeNull();
  });

  test.each([
    ['0.12345678', 'BTC', 12_345_678n, '0.12345678'],
    ['12.30000000', 'EUR', 1230n, '12.30'],
    ['-5.00000000', 'USD', -500n, '-5.00'],
    ['7', 'BTC', 700_000_000n, '7.00000000'],
    ['0.10000000', 'USDT', 100_000n, '0.100000'],
  ])('the database value %j in %s is %s minor units, %j at its scale', (value, currency, minor, text) => {
    expect(minorOf(value, currency)).toBe(minor);
    expect(atScale(value, currency)).toBe(text);
  });

  test.each([
    ['12.34500000', 'EUR'],
    ['0.00000001', 'USDT'],
  ])('a database value %j with digits beyond %s scale throws (a broken ledger)', (value, currency) => {
    expect(() => minorOf(value, currency)).toThrow(`Not a ${currency} amount`);
  });

  test.each([
    ['7', '7.00'],
    ['-0.5', '-0.50'],
    ['12.30', '12.30'],
    ['12.30000000', '12.30'],
    ['0.12345678', '0.12345678'],
    ['0.12345670', '0.1234567'],
    ['-21000000.10000000', '-21000000.10'],
  ])('normaliseDecimal(%j) = %s (2 to 8 decimals, currency unknown)', (input, output) => {
    expect(normaliseDecimal(input)).toBe(output);
  });

  test.each([
    [2_500_000_00n, 'EUR', 2_500_000_00n],
    [2_500_000_00n, 'BTC', 250_000_000_000_000n],
    [1n, 'USDT', 10_000n],
  ])('minorFromCents(%s, %s) = %s', (cents, currency, minor) => {
    expect(minorFromCents(cents, currency)).toBe(minor);
  });
});

describe('demo exchange rates', () => {
  test.each([
    ['EUR', 'EUR', 10000n, 10000n],
    ['EUR', 'USD', 10800n, 10000n], // 108 USD cost 100 EUR
    ['USD', 'EUR', 10000n, 10800n],
    ['EUR', 'GBP', 8500n, 10000n],
    ['RON', 'EUR', 100n, 497n],
    ['EUR', 'USD', 1n, 1n], // 0.01 USD costs 0.0093 EUR, rounded half up to 0.01
    ['EUR', 'BTC', 12_345_678n, 617_284n], // 0.12345678 BTC cost 6172.839 EUR, rounded to 6172.84
    ['BTC', 'EUR', 5_000_000n, 100_000_000n], // 50,000.00 EUR cost 1 BTC
    ['BTC', 'EUR', 1n, 20n], // 0.01 EUR costs 0.00000020 BTC
    ['BTC', 'ETH', 100_000_000n, 5_000_000n], // 1 ETH costs 0.05 BTC
    ['USD', 'USDT', 1_000_000n, 100n], // 1 USDT costs 1 USD
  ])('%s -> %s: %s to-minor units cost %s from-minor units', (from, to, toMinorAmount, fromMinorAmount) => {
    expect(sourceMinorFor(toMinorAmount, from, to)).toBe(fromMinorAmount);
  });

  test.each([
    ['EUR', 'USD', '1.08000000'],
    ['USD', 'EUR', '0.92592593'],
    ['EUR', 'EUR', '1.00000000'],
    ['EUR', 'BTC', '0.00002000'],
    ['BTC', 'EUR', '50000.00000000'],
  ])('exchangeRate(%s, %s) = %s', (from, to, rate) => {
    expect(exchangeRate(from, to)).toBe(rate);
  });
});
