// @vitest-environment node
import { exchangeRate, fromCents, normaliseDecimal, sourceCentsFor, toCents } from './money.ts';

describe('decimal strings and cents', () => {
  test.each([
    ['0', 0n],
    ['12', 1200n],
    ['12.3', 1230n],
    ['12.30', 1230n],
    ['-0.05', -5n],
    ['1000000.99', 100000099n],
    ['12.345', null],
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

  test.each([
    ['7', '7.00'],
    ['-0.5', '-0.50'],
    ['12.30', '12.30'],
  ])('normaliseDecimal(%j) = %s', (input, output) => {
    expect(normaliseDecimal(input)).toBe(output);
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
  ])('%s -> %s: %s to-cents cost %s from-cents', (from, to, toCentsAmount, fromCentsAmount) => {
    expect(sourceCentsFor(toCentsAmount, from, to)).toBe(fromCentsAmount);
  });

  test.each([
    ['EUR', 'USD', '1.08000000'],
    ['USD', 'EUR', '0.92592593'],
    ['EUR', 'EUR', '1.00000000'],
  ])('exchangeRate(%s, %s) = %s', (from, to, rate) => {
    expect(exchangeRate(from, to)).toBe(rate);
  });
});
