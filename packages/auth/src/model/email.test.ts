// @vitest-environment node
import { isValidEmail } from './email';

describe('isValidEmail (spec rule: empty, or longer than 5 with @ and .)', () => {
  test.each([
    ['', true],
    ['a@b.lt', true],
    ['anna.personal@demo.paydeck.test', true],
    ['a@b.c', false], // exactly 5 characters
    ['ab@cd', false], // no dot
    ['abc.def', false], // no @
    ['abcdef', false],
    ['@.xxxx', true], // the rule is loose on purpose: the server checks the rest
    [' a@b.c', true], // 6 characters counted as written
  ])('%j -> %s', (value, expected) => {
    expect(isValidEmail(value)).toBe(expected);
  });
});
