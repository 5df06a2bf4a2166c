// @vitest-environment node
import { newPasswordProblem } from './password';

describe('newPasswordProblem', () => {
  test.each<[string, string, string, string | undefined, string | undefined]>([
    ['a good password', 'demo-Pass-2', 'demo-Pass-2', undefined, undefined],
    ['empty', '', '', undefined, 'empty'],
    ['7 characters', 'abcde12', 'abcde12', undefined, 'tooShort'],
    ['8 characters', 'abcdef12', 'abcdef12', undefined, undefined],
    ['129 characters', `a1${'x'.repeat(127)}`, '', undefined, 'tooLong'],
    ['letters only', 'abcdefgh', 'abcdefgh', undefined, 'needsLetterAndDigit'],
    ['digits only', '12345678', '12345678', undefined, 'needsLetterAndDigit'],
    ['non-Latin letters count', 'пароль123', 'пароль123', undefined, undefined],
    ['repetition differs', 'demo-Pass-2', 'demo-Pass-3', undefined, 'mismatch'],
    ['same as the old one', 'demo-Pass-1', 'demo-Pass-1', 'demo-Pass-1', 'sameAsOld'],
  ])('%s', (_label, password, repeat, old, expected) => {
    expect(newPasswordProblem(password, repeat, old)).toBe(expected);
  });
});
