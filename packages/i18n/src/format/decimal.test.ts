import { minorUnitsToDecimal, parseDecimal, roundDecimal } from './decimal.ts';

test.each([
  ['1234.5', { negative: false, integer: '1234', fraction: '5' }],
  ['-0.000000015', { negative: true, integer: '0', fraction: '000000015' }],
  ['+7', { negative: false, integer: '7', fraction: '' }],
  ['.5', { negative: false, integer: '0', fraction: '5' }],
  ['5.', { negative: false, integer: '5', fraction: '' }],
  ['000120.10', { negative: false, integer: '120', fraction: '10' }],
  [' 42 ', { negative: false, integer: '42', fraction: '' }],
])('parseDecimal(%j)', (value, expected) => {
  expect(parseDecimal(value)).toEqual(expected);
});

test.each(['', '-', '.', '1,5', '1e5', '1.2.3', 'NaN', 'Infinity', '0x10', '1 000', '--1'])(
  'parseDecimal(%j) throws a RangeError',
  (value) => {
    expect(() => parseDecimal(value)).toThrow(RangeError);
  },
);

test.each([
  ['1.005', 2, '1.01'],
  ['1.004', 2, '1.00'],
  ['9.995', 2, '10.00'],
  ['999.999', 0, '1000'],
  ['-0.000000015', 8, '-0.00000002'],
  ['0.123456785', 8, '0.12345679'],
  ['0.123456784999', 8, '0.12345678'],
  ['12', 2, '12'],
])('roundDecimal(%j, %i) is %j', (value, max, expected) => {
  const { negative, integer, fraction } = roundDecimal(parseDecimal(value), max);
  expect(`${negative ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`).toBe(expected);
});

test.each([
  [12345n, 2, '123.45'],
  [-5n, 2, '-0.05'],
  ['-5', 2, '-0.05'],
  [7, 0, '7'],
  [0, 2, '0.00'],
  ['123456789012345678901234567890', 8, '1234567890123456789012.34567890'],
  [100000000, 8, '1.00000000'],
])('minorUnitsToDecimal(%s, %i) is %j', (minor, exponent, expected) => {
  expect(minorUnitsToDecimal(minor, exponent)).toBe(expected);
});

test.each([
  [1.5, 2],
  [Number.MAX_SAFE_INTEGER + 1, 2],
  ['12.3', 2],
  [1n, -1],
  [1n, 1.5],
])('minorUnitsToDecimal(%s, %s) throws a RangeError', (minor, exponent) => {
  expect(() => minorUnitsToDecimal(minor, exponent)).toThrow(RangeError);
});
