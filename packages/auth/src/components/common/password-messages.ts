import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PasswordProblem } from '../../model/password';

export const passwordProblemTexts: Record<PasswordProblem, MessageDescriptor> = {
  empty: msg`Enter a new password.`,
  tooShort: msg`Use at least 8 characters.`,
  tooLong: msg`Use at most 128 characters.`,
  needsLetterAndDigit: msg`Use at least one letter and one digit.`,
  mismatch: msg`The passwords do not match.`,
  sameAsOld: msg`Choose a password different from the current one.`,
};
