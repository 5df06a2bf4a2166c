// @vitest-environment node
// The number rule itself (BIN, length, Luhn, the order of problems): @paydeck/api-client's card-number.test.ts.
import { displayCardNumber, expiryProblem, fullYear, groupCardNumber, isBlockedBin, monthNumber } from './bin';

const blocked = ['400000', '411111', '555544'];

test.each([
  ['400000', true],
  ['411111', true],
  ['411112', false],
  ['535522', false],
])('BIN %s blocked: %s', (bin, expected) => {
  expect(isBlockedBin(bin, blocked)).toBe(expected);
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
