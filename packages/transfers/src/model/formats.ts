// Field formats of the external rails, checked with kept libraries where one exists (ibantools for IBAN and
// BIC, i18n-iso-countries for country codes; phone numbers in phone.ts, a library of their own weight). The form refuses these
// before anything is sent; the sandbox refuses the same inputs (WIRE.md "External transfers").
import countries from 'i18n-iso-countries';
import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';

/** `unchecked`: a card number whose BIN cannot be checked yet (the blocked-BIN list is not loaded). */
export type FormatProblem = 'required' | 'format' | 'checksum' | 'blocked' | 'unchecked' | 'length';

/** An IBAN as the wire carries it: upper case, no spaces ("de89 3704…" → "DE893704…"). */
export const ibanOnWire = (typed: string): string => electronicFormatIBAN(typed.trim()) ?? '';

/** What is wrong with a typed IBAN: missing, not an IBAN's shape, or a failed checksum (ISO 13616). */
export function ibanProblem(typed: string): FormatProblem | null {
  const iban = ibanOnWire(typed);
  if (iban === '') return 'required';
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return 'format';
  return isValidIBAN(iban) ? null : 'checksum';
}

/** A BIC/SWIFT code as the wire carries it: upper case, no spaces. */
export const bicOnWire = (typed: string): string => typed.replace(/\s+/g, '').toUpperCase();

/** What is wrong with a typed BIC/SWIFT code (8 or 11 characters, a known country; ISO 9362). */
export function bicProblem(typed: string): FormatProblem | null {
  const bic = bicOnWire(typed);
  if (bic === '') return 'required';
  return isValidBIC(bic) ? null : 'format';
}

/** True for an ISO 3166-1 alpha-2 code of a country ("BR"); case-insensitive. */
export const isCountryCode = (code: string | null | undefined): boolean =>
  /^[A-Za-z]{2}$/.test(code ?? '') && countries.isValid((code ?? '').toUpperCase());

export const BIN_LENGTH = 6;

/** The number with its spaces removed. */
export const cardNumberOnWire = (typed: string): string => typed.replace(/\s+/g, '');

/** The BIN of a typed card number: its first 6 digits once there are 6 (spaces removed; payments.md 5). */
export function binOf(typed: string): string | null {
  const bin = cardNumberOnWire(typed).slice(0, BIN_LENGTH);
  return /^\d{6}$/.test(bin) ? bin : null;
}

/** The Luhn check digit test over a string of digits. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * What is wrong with a typed card number for a payout (oct), first things first: missing, not digits, a
 * blocked BIN (the blocked-BIN list), 13 to 19 digits, the Luhn check. Null when it can be sent. While the
 * list is not known (`null`: loading, or it failed) a number with nothing else wrong is `unchecked` and not
 * sent: a blocked BIN is never sent.
 */
export function cardNumberProblem(typed: string, blockedBins: readonly string[] | null): FormatProblem | null {
  const number = cardNumberOnWire(typed);
  if (number === '') return 'required';
  if (!/^\d+$/.test(number)) return 'format';
  const bin = binOf(number);
  if (bin !== null && blockedBins?.includes(bin)) return 'blocked';
  if (number.length < 13 || number.length > 19) return 'length';
  if (!passesLuhn(number)) return 'checksum';
  return blockedBins === null ? 'unchecked' : null;
}

/** A crypto address: 26 to 90 letters and digits (with ":" for a tagged address); the network checks the rest. */
export function cryptoAddressProblem(typed: string): FormatProblem | null {
  const address = typed.trim();
  if (address === '') return 'required';
  return /^[A-Za-z0-9:]{26,90}$/.test(address) ? null : 'format';
}
