// @vitest-environment node
import {
  binOf,
  cardNumberProblem,
  displayCardNumber,
  expiryProblem,
  fullYear,
  groupCardNumber,
  isBlockedBin,
  monthNumber,
  normaliseCardNumber,
  passesLuhn,
} from './bin';

const blocked = ['400000', '411111', '555544'];

test.each([
  ['4111 1111 1111 1111', '4111111111111111'],
  [' 4111  1111\t1111 ', '411111111111'],
  ['', ''],
  ['4111-1111', '4111-1111'],
])('normalise %j → %j', (typed, expected) => {
  expect(normaliseCardNumber(typed)).toBe(expected);
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
  ['400000', true],
  ['411111', true],
  ['411112', false],
  ['535522', false],
])('BIN %s blocked: %s', (bin, expected) => {
  expect(isBlockedBin(bin, blocked)).toBe(expected);
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

test.each([
  ['4111111111111111', '4111 1111 1111 1111'],
  ['4111 11', '4111 11'],
  ['4111', '4111'],
  ['41111', '4111 1'],
  ['4111-1111-1111-1111', '4111 1111 1111 1111'],
  ['12345678901234567890123', '1234 5678 9012 3456 789'],
  ['', ''],
])('shown while typing %j → %j', (typed, shown) => {
  expect(groupCardNumber(typed)).toBe(shown);
});

test.each([
  ['4111111111111111', '•••• •••• •••• 1111'],
  ['4111 1111 1111 1111', '•••• •••• •••• 1111'],
  ['535522******4417', '•••• •••• •••• 4417'],
  ['4111111111111111111', '••• •••• •••• •••• 1111'],
  ['411111111111111', '411111111111111'],
  ['•••• 4417', '••••4417'],
])('display %j → %j (masked from 16 characters)', (number, shown) => {
  expect(displayCardNumber(number)).toBe(shown);
});

test.each([
  ['29', 2029],
  ['2029', 2029],
  [' 31 ', 2031],
  ['9', null],
  ['202', null],
  ['20x9', null],
])('year %j → %s', (typed, year) => {
  expect(fullYear(typed)).toBe(year);
});

test.each([
  ['1', 1],
  ['09', 9],
  ['12', 12],
  ['0', null],
  ['13', null],
  ['', null],
  ['1.5', null],
])('month %j → %s', (typed, month) => {
  expect(monthNumber(typed)).toBe(month);
});

// Today is 15 March 2027.
const today = new Date(2027, 2, 15);
test.each([
  ['03', '27', null],
  ['3', '2027', null],
  ['02', '27', 'expired'],
  ['12', '26', 'expired'],
  ['01', '28', null],
  ['13', '28', 'month'],
  ['', '28', 'month'],
  ['05', '', 'year'],
  ['05', '202', 'year'],
])('expiry %s/%s: %s', (month, year, problem) => {
  expect(expiryProblem(month, year, today)).toBe(problem);
});
