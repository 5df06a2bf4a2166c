import { maskCardNumber } from './card.ts';

test.each([
  ['4111111111111111', '•••• •••• •••• 1111'],
  ['4111 1111 1111 1234', '•••• •••• •••• 1234'],
  ['4111111111111111123', '••• •••• •••• •••• 1123'],
  ['537541******1234', '•••• •••• •••• 1234'],
  // under 16 characters, spaces not counted: unchanged
  ['411111111111111', '411111111111111'],
  ['4111 1111 1111 111', '4111 1111 1111 111'],
  ['**** 1234', '**** 1234'],
  ['', ''],
])('maskCardNumber(%j) is %j', (number, expected) => {
  expect(maskCardNumber(number)).toBe(expected);
});
