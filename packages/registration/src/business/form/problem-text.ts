// The words of the model's field problem codes (model/form-rules.ts), so a screen and the submit's checks judge a
// field by the same rule and the screen says what to do about it.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FieldProblem } from '../../model/form-rules';

export const problemText: Record<FieldProblem, MessageDescriptor> = {
  required: msg`Fill in this field.`,
  email: msg`Enter a valid e-mail address, e.g. name@example.com.`,
  date: msg`Enter a real date.`,
  pastDate: msg`Enter a date before today.`,
  country: msg`Choose a country from the list.`,
  phone: msg`Enter the calling code (1 to 4 digits) and the number (4 to 20 digits).`,
  amount: msg`Enter an amount with at most two decimals, e.g. 250000.00.`,
  currency: msg`Choose a currency.`,
  wholeNumber: msg`Enter a whole number, e.g. 12.`,
  website: msg`Enter a web address, e.g. northwind.example.`,
  tooLong: msg`This is too long: shorten it.`,
};

/** The parts of a phone say which part is wrong (a phone's problem as a whole goes to its number). */
const phoneParts: ProblemOverrides = {
  'phone.countryCode': { phone: msg`Enter the calling code, e.g. 357.` },
  'phone.number': { phone: msg`Enter the phone number: 4 to 20 digits.` },
  phone: { phone: msg`Enter both the calling code and the number, or neither.` },
};

/** Clearer words for one field's problem than the general ones (e.g. a choice: "Choose …"). */
export type ProblemOverrides = Partial<Record<string, Partial<Record<FieldProblem, MessageDescriptor>>>>;

/** The words of a problem at a path (`address.city`), the override first. */
export function problemWords(i18n: I18n, path: string, code: FieldProblem, overrides: ProblemOverrides = {}): string {
  const special = overrides[path]?.[code] ?? phoneParts[path]?.[code];
  return i18n._(special ?? problemText[code] ?? problemText.required);
}
