// Phone rules (identity spec 5: "A phone country code has its plus sign removed before sending"). The fields a
// person types are judged here; the sandbox answers whether the number exists and sends the code.

/** "+44", " 44 ", "0044"? no: only a leading plus (and spaces) go; the rest must be 1 to 4 digits. */
export const toPhoneCountryCode = (typed: string) => typed.trim().replace(/^\++/, '').trim();

/** The national number as sent: spaces, dashes, dots and brackets dropped. */
export const toPhoneNumber = (typed: string) => typed.replace(/[\s().-]/g, '');

export type PhoneProblem = 'countryCodeMissing' | 'countryCode' | 'numberMissing' | 'number';

/** A country code of 1 to 4 digits (not starting with 0), with or without its plus sign. */
export function countryCodeProblem(countryCode: string): 'countryCodeMissing' | 'countryCode' | null {
  const code = toPhoneCountryCode(countryCode);
  if (code === '') return 'countryCodeMissing';
  return /^[1-9]\d{0,3}$/.test(code) ? null : 'countryCode';
}

/** A national number of 4 to 14 digits (separators allowed). */
export function numberProblem(number: string): 'numberMissing' | 'number' | null {
  const digits = toPhoneNumber(number);
  if (digits === '') return 'numberMissing';
  return /^\d{4,14}$/.test(digits) ? null : 'number';
}

/** The first problem of a typed phone: its country code, then its number. */
export function phoneProblem(countryCode: string, number: string): PhoneProblem | null {
  return countryCodeProblem(countryCode) ?? numberProblem(number);
}

/** An SMS code: 6 digits (WIRE.md). */
export const PHONE_CODE_LENGTH = 6;
export const isPhoneCode = (code: string) => new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`).test(code.trim());
