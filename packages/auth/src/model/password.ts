/**
 * The new-password rule (the spec shows none): 8 to 128 characters with at least one letter and one
 * digit, and the repetition equal. The server decides finally; this only saves a round trip.
 */
export type PasswordProblem = 'empty' | 'tooShort' | 'tooLong' | 'needsLetterAndDigit' | 'mismatch' | 'sameAsOld';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export function newPasswordProblem(password: string, repeat: string, old?: string): PasswordProblem | undefined {
  if (password === '') return 'empty';
  if (password.length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (password.length > PASSWORD_MAX_LENGTH) return 'tooLong';
  if (!/\p{L}/u.test(password) || !/\p{N}/u.test(password)) return 'needsLetterAndDigit';
  if (old !== undefined && password === old) return 'sameAsOld';
  if (password !== repeat) return 'mismatch';
  return undefined;
}
