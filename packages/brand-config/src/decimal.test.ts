// @vitest-environment node
import { describe, expect, test } from 'vitest';
import {
  addDecimals,
  basisPointsToPercent,
  percentFraction,
  compareDecimals,
  decimalToUnits,
  fromMinorUnits,
  isZeroDecimal,
  negateDecimal,
  parseDecimal,
  percentToBasisPoints,
  readDecimal,
  roundDecimal,
  roundToUnits,
  subtractDecimals,
  toMinorUnits,
  unitsToDecimal,
} from './decimal.ts';

describe('reading a decimal string', () => {
  test.each([
    ['12.30', 1230n, 2],
    ['1234.5', 12345n, 1],
    ['-0.00012345', -12345n, 8],
    ['+7', 7n, 0],
    ['.5', 5n, 1],
    ['7.', 7n, 0],
    [' 42 ', 42n, 0],
    ['000120.10', 12010n, 2],
    ['-0', 0n, 0],
    ['123456789012345678.12345678', 12345678901234567812345678n, 8],
  ])('readDecimal(%j) is %s at scale %i', (text, units, scale) => {
    expect(readDecimal(text)).toEqual({ units, scale });
    expect(parseDecimal(text)).toEqual({ units, scale });
  });

  test.each(['', ' ', '-', '.', '1,5', '1e5', '1.2.3', 'NaN', 'Infinity', '0x10', '1 000', '--1', '+-1', '١٢'])(
    'readDecimal(%j) is null and parseDecimal throws a RangeError',
    (text) => {
      expect(readDecimal(text)).toBeNull();
      expect(() => parseDecimal(text)).toThrow(RangeError);
    },
  );
});

describe('units at a scale', () => {
  test.each([
    [1230n, 2, '12.30'],
    [-5n, 8, '-0.00000005'],
    [7n, 0, '7'],
    [0n, 2, '0.00'],
    [5n, 2, '0.05'],
    [-100n, 2, '-1.00'],
    [12_345_678n, 8, '0.12345678'],
    [1_123_456n, 6, '1.123456'],
    [99_999_999_999_999_999_999_999_999n, 8, '999999999999999999.99999999'],
  ])('unitsToDecimal(%s, %i) is %j', (units, scale, text) => {
    expect(unitsToDecimal(units, scale)).toBe(text);
  });

  test.each([-1, 1.5, Number.NaN])('unitsToDecimal at scale %s throws a RangeError', (scale) => {
    expect(() => unitsToDecimal(1n, scale)).toThrow(RangeError);
  });

  test.each([
    ['12.3', 2, 1230n],
    ['12.300', 2, 1230n], // zeros beyond the scale are the same number, not rounding
    ['-0.05', 2, -5n],
    ['7', 8, 700_000_000n],
    ['0.12345678', 8, 12_345_678n],
    ['99999999999999.99', 2, 9_999_999_999_999_999n],
    ['0.125', 2, null], // refused, never rounded
    ['0.00012345', 2, null],
    ['0.1234567', 6, null],
    ['0.000000001', 8, null],
    ['1e3', 2, null],
    ['abc', 2, null],
  ])('decimalToUnits(%j, %i) is %s', (text, scale, units) => {
    expect(decimalToUnits(text, scale)).toBe(units);
  });
});

describe('rounding half away from zero', () => {
  test.each([
    ['0.125', 2, 13n, '0.13'],
    ['2.675', 2, 268n, '2.68'],
    ['1.004', 2, 100n, '1.00'],
    ['9.995', 2, 1000n, '10.00'],
    ['-0.125', 2, -13n, '-0.13'],
    ['-0.124', 2, -12n, '-0.12'],
    ['-0.001', 2, 0n, '0.00'],
    ['0.123456785', 8, 12_345_679n, '0.12345679'],
    ['-0.000000015', 8, -2n, '-0.00000002'],
    ['999.5', 0, 1000n, '1000'],
    ['12', 2, 1200n, '12.00'],
  ])('roundToUnits(%j, %i) is %s, roundDecimal %j', (text, scale, units, rounded) => {
    expect(roundToUnits(text, scale)).toBe(units);
    expect(roundDecimal(text, scale)).toBe(rounded);
  });

  test('a text that is not a decimal throws, it is not rounded to NaN', () => {
    expect(() => roundToUnits('1e3', 2)).toThrow(RangeError);
  });
});

describe('arithmetic, exact at any scale', () => {
  test.each([
    ['1.10', '1.1', 0],
    ['2', '10', -1],
    ['-3.5', '-3.49', -1],
    ['0.00000001', '0', 1],
    ['0.000000001', '0', 1], // beyond 8 decimals still counts
    ['99999999999999.99', '99999999999999.98', 1],
    ['-0', '0.00', 0],
  ])('compareDecimals(%j, %j) is %i', (a, b, result) => {
    expect(compareDecimals(a, b)).toBe(result);
  });

  test.each([
    [['5.00', '0.5'], 0, '5.50'],
    [['0.1', '0.2'], 2, '0.30'],
    [['19.99', '0.01'], 2, '20.00'],
    [['0.12345678', '0.00000002'], 2, '0.12345680'],
    [['99999999999999.99', '0.01'], 2, '100000000000000.00'],
    [['1', '-1'], 2, '0.00'],
    [['1.123456789'], 2, '1.123456789'],
    [[], 2, '0.00'],
    [[], 0, '0'],
  ])('addDecimals(%j, %i) is %j', (values, minScale, sum) => {
    expect(addDecimals(values, minScale)).toBe(sum);
  });

  test.each([
    ['10.00', '0.01', 0, '9.99'],
    ['0.1', '0.3', 2, '-0.20'],
    ['5', '5', 2, '0.00'],
    ['1.123456789', '0', 2, '1.123456789'],
    ['0', '0.00012345', 0, '-0.00012345'],
  ])('subtractDecimals(%j, %j, %i) is %j', (a, b, minScale, difference) => {
    expect(subtractDecimals(a, b, minScale)).toBe(difference);
  });

  test.each([
    ['12.5', '-12.5'],
    ['-0.5', '0.5'],
    ['0.00', '0.00'],
    ['-0', '0'],
  ])('negateDecimal(%j) is %j', (text, negated) => {
    expect(negateDecimal(text)).toBe(negated);
  });

  test.each([
    ['0', true],
    ['-0.00', true],
    ['0.00000001', false],
    ['0.000000001', false],
  ])('isZeroDecimal(%j) is %s', (text, zero) => {
    expect(isZeroDecimal(text)).toBe(zero);
  });

  test.each([
    (): unknown => compareDecimals('abc', '1'),
    (): unknown => addDecimals(['1', '1,5']),
    (): unknown => negateDecimal(''),
  ])('text that is not a decimal throws a RangeError (%#)', (call) => {
    expect(call).toThrow(RangeError);
  });
});

describe('minor units of a currency, at its scale', () => {
  test.each([
    ['0.12345678', 'BTC', 12_345_678n, '0.12345678'],
    ['0.00012345', 'btc', 12_345n, '0.00012345'],
    ['0.5', 'ETH', 50_000_000n, '0.50000000'],
    ['1.123456', 'USDT', 1_123_456n, '1.123456'],
    ['12.3', 'EUR', 1230n, '12.30'],
    ['99999999999999.99', 'USD', 9_999_999_999_999_999n, '99999999999999.99'],
    ['-0.01', 'RON', -1n, '-0.01'],
  ])('toMinorUnits(%j, %s) is %s and back %j', (text, currency, minor, back) => {
    expect(toMinorUnits(text, currency)).toBe(minor);
    expect(fromMinorUnits(minor, currency)).toBe(back);
  });

  test.each([
    ['0.00012345', 'EUR'],
    ['0.1234567', 'USDT'],
    ['0.000000001', 'BTC'],
  ])('toMinorUnits(%j, %s) is refused (null), never rounded', (text, currency) => {
    expect(toMinorUnits(text, currency)).toBeNull();
  });
});

describe('percentages as basis points', () => {
  test.each([
    ['0.29', 29],
    ['1.13', 113],
    ['4.35', 435],
    ['0.57', 57],
    ['8.2', 820],
    ['16.1', 1610],
    ['16,1', 1610],
    [' 100 ', 10000],
    ['0', 0],
    ['0.05', 5],
  ])('percentToBasisPoints(%j) is %i', (text, basisPoints) => {
    expect(percentToBasisPoints(text)).toBe(basisPoints);
  });

  test.each(['0.125', '1000', '-1', '', '.5', '5.', '1e2', '1.2.3', 'abc'])(
    'percentToBasisPoints(%j) is null',
    (text) => {
      expect(percentToBasisPoints(text)).toBeNull();
    },
  );

  test.each([
    [1610, '16.10'],
    [29, '0.29'],
    [5, '0.05'],
    [10000, '100.00'],
    [0, '0.00'],
  ])('basisPointsToPercent(%i) is %j', (basisPoints, text) => {
    expect(basisPointsToPercent(basisPoints)).toBe(text);
  });

  test.each([1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1])('basisPointsToPercent(%s) throws', (basisPoints) => {
    expect(() => basisPointsToPercent(basisPoints)).toThrow(RangeError);
  });

  test.each([
    ['1.00', '0.0100'],
    ['16.1', '0.161'],
    ['0.29', '0.0029'],
    ['100', '1.00'],
    ['-2.5', '-0.025'],
    ['abc', null],
  ])('percentFraction(%j) is %j', (percent, fraction) => {
    expect(percentFraction(percent)).toBe(fraction);
  });
});
