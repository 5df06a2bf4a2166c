// Phone numbers of the external rails (interac, instant keys) with libphonenumber-js: its own file, so the
// screens that never ask a phone do not load its metadata (about 29 kB gzip).
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * A phone number as the wire carries it (E.164, "+15145550123"), or null when it is not a valid number.
 * A number typed without "+" is read in `defaultCountry` (interac is Canada's rail, hence CA by default).
 */
export function phoneOnWire(typed: string, defaultCountry = 'CA'): string | null {
  try {
    const parsed = parsePhoneNumberFromString(typed.trim(), defaultCountry.toUpperCase() as CountryCode);
    return parsed?.isValid() ? parsed.number : null;
  } catch {
    return null; // a default country libphonenumber does not know
  }
}
