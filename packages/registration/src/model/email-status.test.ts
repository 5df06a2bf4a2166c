import { EmailStatus, emailStatusOf, isUsableUserEmail, shouldCheckEmail } from './email-status';

describe('only e-mails valid by the spec rule go to the server check', () => {
  test.each([
    ['', false],
    ['   ', false],
    ['a@b.c', false],
    ['ab@c.d', true],
    ['anna@example', false],
    ['anna.example.com', false],
    ['anna@example.com', true],
    [' anna@example.com ', true],
  ])('%j → %s', (email, check) => {
    expect(shouldCheckEmail(email)).toBe(check);
  });
});

test.each([
  [{ exists: false, isEmployee: false }, EmailStatus.free],
  [{ exists: false, isEmployee: true }, EmailStatus.free],
  [{ exists: true, isEmployee: false }, EmailStatus.taken],
  [{ exists: true, isEmployee: true }, EmailStatus.employee],
])('the check answer %j is status %s', (answer, status) => {
  expect(emailStatusOf(answer)).toBe(status);
});

test.each([
  [0, true],
  [1, false],
  [2, false],
  [3, true],
  [-1, false],
  [undefined, false],
] as const)('status %s usable for a user: %s', (status, usable) => {
  expect(isUsableUserEmail(status)).toBe(usable);
});
