// The personal form's checks with their words: the model's rules (age, phone parts, spec 5's e-mail rule, auth's
// password rule) as one valibot schema for TanStack Form. The e-mail's existence is checked live, beside it.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isValidEmail, newPasswordProblem, type PasswordProblem } from '@paydeck/auth';
import * as v from 'valibot';
import { birthDayProblem, type BirthDayProblem, isPhoneCountryCode, isPhoneNumber } from '../model/personal';

const passwordTexts: Record<PasswordProblem, ReturnType<typeof msg>> = {
  empty: msg`Choose a password.`,
  tooShort: msg`Use at least 8 characters.`,
  tooLong: msg`Use at most 128 characters.`,
  needsLetterAndDigit: msg`Use at least one letter and one digit.`,
  mismatch: msg`The passwords do not match.`,
  sameAsOld: msg`Choose a different password.`,
};

const birthDayTexts: Record<BirthDayProblem, ReturnType<typeof msg>> = {
  required: msg`Enter your date of birth.`,
  date: msg`Enter a real date.`,
  tooYoung: msg`You must be at least 18 years old to open an account.`,
  tooOld: msg`Check the year of your date of birth.`,
};

/** The schema of the personal form, in the interface language; `types` the brand's personal types. */
export function personalSchema(i18n: I18n, types: readonly string[], today: string) {
  const name = (empty: ReturnType<typeof msg>) =>
    v.pipe(v.string(), v.trim(), v.nonEmpty(i18n._(empty)), v.maxLength(100, i18n._(msg`At most 100 characters.`)));
  return v.pipe(
    v.object({
      registrationType: v.picklist(types, i18n._(msg`Choose what you do.`)),
      email: v.pipe(
        v.string(),
        v.trim(),
        v.nonEmpty(i18n._(msg`Enter your e-mail address.`)),
        v.check(isValidEmail, i18n._(msg`Enter a valid e-mail address.`)),
      ),
      password: v.pipe(
        v.string(),
        v.rawCheck(({ dataset, addIssue }) => {
          const problem = dataset.typed ? newPasswordProblem(dataset.value, dataset.value) : undefined;
          if (problem) addIssue({ message: i18n._(passwordTexts[problem]) });
        }),
      ),
      repeatPassword: v.string(),
      firstName: name(msg`Enter your first name.`),
      lastName: name(msg`Enter your last name.`),
      birthDay: v.pipe(
        v.string(),
        v.rawCheck(({ dataset, addIssue }) => {
          const problem = dataset.typed ? birthDayProblem(dataset.value, today) : undefined;
          if (problem) addIssue({ message: i18n._(birthDayTexts[problem]) });
        }),
      ),
      residenceCountryCode: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, i18n._(msg`Choose your country of residence.`))),
      phoneCountryCode: v.pipe(v.string(), v.check(isPhoneCountryCode, i18n._(msg`Enter the calling code, e.g. 44.`))),
      phone: v.pipe(v.string(), v.check(isPhoneNumber, i18n._(msg`Enter the phone number: 4 to 14 digits.`))),
      termsAccepted: v.literal(true, i18n._(msg`Accept the terms and the privacy policy to open an account.`)),
    }),
    v.forward(
      v.partialCheck(
        [['password'], ['repeatPassword']],
        (input) => input.password === input.repeatPassword,
        i18n._(passwordTexts.mismatch),
      ),
      ['repeatPassword'],
    ),
  );
}
