// Payload fields of the registration calls, read as the api client's body rules leave them (numbers for purely
// numeric strings, nulls stripped).
import * as v from 'valibot';
import { requiredText, text } from '../../api/fields.ts';
import { isCountryCode } from '@paydeck/brand-config/countries';

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

export const isCountry = (value: string) => value === value.toUpperCase() && isCountryCode(value);
export const countryField = () => v.pipe(text(), v.toUpperCase(), v.check(isCountry, 'must be a country code'));
