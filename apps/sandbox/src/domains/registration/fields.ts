// Payload fields of the registration calls, read as the api client's body rules leave them (numbers for purely
// numeric strings, nulls stripped).
import * as v from 'valibot';
import { requiredText, text } from '../../api/fields.ts';
import { countryCodes } from '../accounts/countries.ts';

/** Spec 5's e-mail rule (longer than 5 characters, with '@' and '.'), lower-cased; at most 254 characters. */
export const isSpecEmail = (value: string) => value.length > 5 && value.includes('@') && value.includes('.');
export const emailField = () =>
  v.pipe(
    requiredText(),
    v.toLowerCase(),
    v.maxLength(254, 'must be at most 254 characters'),
    v.check(isSpecEmail, 'must be an e-mail address'),
  );

export const nameField = () => v.pipe(requiredText(), v.maxLength(100, 'must be at most 100 characters'));

const knownCountries = new Set(countryCodes);
export const isCountry = (value: string) => knownCountries.has(value);
export const countryField = () => v.pipe(text(), v.toUpperCase(), v.check(isCountry, 'must be a country code'));

/** Whole years between a birth date and `now` (UTC calendar). */
export function ageOn(birthDay: string, now: Date): number {
  const [year = 0, month = 1, day = 1] = birthDay.split('-').map(Number);
  const age = now.getUTCFullYear() - year;
  const hadBirthday = now.getUTCMonth() + 1 > month || (now.getUTCMonth() + 1 === month && now.getUTCDate() >= day);
  return hadBirthday ? age : age - 1;
}

/** A real calendar date YYYY-MM-DD (not 2026-02-30). */
export const isRealDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
