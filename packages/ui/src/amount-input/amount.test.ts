// @vitest-environment node
import { checkAmount, normalizeAmount } from './amount';

test.each([
  ['', null],
  ['0', null],
  ['12', null],
  ['12.5', null],
  ['12,5', null],
  ['12.', null],
  ['.5', null],
  [' 7.25 ', null],
  ['0.12345678', null],
  ['0.123456789', 'decimals'],
  ['1,000000000', 'decimals'],
  ['.', 'format'],
  ['abc', 'format'],
  ['-5', 'format'],
  ['+5', 'format'],
  ['1e5', 'format'],
  ['1.2.3', 'format'],
  ['1,000.50', 'format'],
  ['1 000', 'format'],
  ['Infinity', 'format'],
])('checkAmount(%j) is %s', (typed, problem) => {
  expect(checkAmount(typed)).toBe(problem);
});

test.each([
  ['12.345', 2, 'decimals'],
  ['12.34', 2, null],
  ['12', 0, null],
  ['12.0', 0, 'decimals'],
])('checkAmount(%j) with at most %i decimals is %s', (typed, maxDecimals, problem) => {
  expect(checkAmount(typed, maxDecimals)).toBe(problem);
});

test.each([
  ['12,50', '12.50'],
  [' 0.10000001 ', '0.10000001'],
  ['99999999999999999.99999999', '99999999999999999.99999999'],
  ['', ''],
])('normalizeAmount(%j) is %j, never through a float', (typed, value) => {
  expect(normalizeAmount(typed)).toBe(value);
});
