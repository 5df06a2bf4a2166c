// @vitest-environment node
import { expect, test } from 'vitest';
import { binOf, cardNumberOnWire, cardNumberProblem, passesLuhn } from './card-number.ts';

const blocked = ['400000', '411111', '555544'];

test.each([
  ['4111 1111 1111 1111', '4111111111111111'],
  [' 4111  1111\t1111 ', '411111111111'],
  ['', ''],
  ['4111-1111', '4111-1111'],
])('on the wire %j → %j', (typed, expected) => {
  expect(cardNumberOnWire(typed)).toBe(expected);
});

test.each([
  ['4111 1111 1111 1111', '411111'],
  ['41 11 11', '411111'],
  ['5355 2', null],
  ['53552', null],
  ['535522', '535522'],
  ['5355a21234', null],
  ['', null],
])('BIN of %j is %s', (typed, bin) => {
  expect(binOf(typed)).toBe(bin);
});

test.each([
  ['4111111111111111', true],
  ['4111111111111112', false],
  ['79927398713', true],
  ['79927398710', false],
  ['378282246310005', true],
  ['6011111111111117', true],
  ['4222222222222', true],
  ['4012888888881881', true],
  ['4012888888881882', false],
  ['', false],
  ['4111x11111111111', false],
])('Luhn %s: %s', (digits, expected) => {
  expect(passesLuhn(digits)).toBe(expected);
});

test.each([
  ['', 'required'],
  ['   ', 'required'],
  ['4012 8888 8888 1881', null],
  ['4012888888881881', null],
  ['4222 2222 22222', null],
  ['4012-8888-8888-1881', 'digits'],
  ['4111 1111 1111 1111', 'blocked'],
  ['4000 00', 'blocked'],
  ['5555 44', 'blocked'],
  ['4012 8888 8888', 'length'],
  ['4012 8888 8888 1881 0000', 'length'],
  ['4012 8888 8888 1882', 'luhn'],
])('card number %j: %s', (typed, problem) => {
  expect(cardNumberProblem(typed, blocked)).toBe(problem);
});

test('without a blocked list only the number itself is checked', () => {
  expect(cardNumberProblem('4111 1111 1111 1111')).toBeNull();
});
