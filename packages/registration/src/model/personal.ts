// The personal registration's own rules (WIRE.md "Personal registration"; the spec shows none): age, phone parts,
// and the payload built from what the form holds. Pure.
import { ADULT_AGE, ageOn } from '@paydeck/api-client/calendar';
import type { PersonalRegistrationType } from '@paydeck/brand-config';
import { isCalendarDate } from './dates';

export const MIN_AGE_YEARS = ADULT_AGE;
export const MAX_AGE_YEARS = 120;

/** What the personal form holds (the password stays in the form: it is never stored). */
export interface PersonalValues {
  registrationType: string;
  email: string;
  password: string;
  repeatPassword: string;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD or '' */
  birthDay: string;
  residenceCountryCode: string;
  phoneCountryCode: string;
  phone: string;
  termsAccepted: boolean;
}

export const emptyPersonalValues = (): PersonalValues => ({
  registrationType: '',
  email: '',
  password: '',
  repeatPassword: '',
  firstName: '',
  lastName: '',
  birthDay: '',
  residenceCountryCode: '',
  phoneCountryCode: '',
  phone: '',
  termsAccepted: false,
});

export type BirthDayProblem = 'required' | 'date' | 'tooYoung' | 'tooOld';

/** Whether the person may open an account by age (18 to 120 whole calendar years old on `today`). */
export function birthDayProblem(birthDay: string, today: string): BirthDayProblem | undefined {
  if (birthDay === '') return 'required';
  if (!isCalendarDate(birthDay)) return 'date';
  const age = ageOn(birthDay, today);
  if (age < MIN_AGE_YEARS) return 'tooYoung';
  if (age > MAX_AGE_YEARS) return 'tooOld';
  return undefined;
}

/** Digits only: what the person typed with spaces, dashes, brackets or a leading '+'. */
export const phoneDigits = (typed: string) => typed.replace(/[\s()+-]/g, '');

/** The calling code: 1 to 4 digits. */
export const isPhoneCountryCode = (typed: string) => /^\d{1,4}$/.test(phoneDigits(typed));

/** The national number: 4 to 14 digits. */
export const isPhoneNumber = (typed: string) => /^\d{4,14}$/.test(phoneDigits(typed));

/** The call's payload: trimmed, the e-mail lower-cased, the phone as digits. */
export function personalPayload(values: PersonalValues) {
  return {
    registrationType: values.registrationType as PersonalRegistrationType,
    email: values.email.trim().toLowerCase(),
    password: values.password,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    birthDay: values.birthDay,
    residenceCountryCode: values.residenceCountryCode,
    phoneCountryCode: phoneDigits(values.phoneCountryCode),
    phone: phoneDigits(values.phone),
    termsAccepted: true as const,
  };
}
