// Field formats of the external rails, checked with kept libraries where one exists (ibantools for IBAN and
// BIC; phone numbers in phone.ts, a library of their own weight), and the shared rules of the base packages
// (country codes, card numbers). The form refuses these before anything is sent; the sandbox refuses the same
// inputs (WIRE.md "External transfers").
import { type CardNumberProblem, cardNumberProblem as cardNumberRule } from '@paydeck/api-client/card-number';
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

/** True for a code of the one country list ("BR", "br"). */
export { isCountryCode } from '@paydeck/brand-config/countries';

// The card-number rule (BIN, 13 to 19 digits, Luhn) is the one of @paydeck/api-client/card-number.
export { binOf, cardNumberOnWire } from '@paydeck/api-client/card-number';

/** The shared rule's problems in this form's words. */
const payoutProblem: Record<CardNumberProblem, FormatProblem> = {
  required: 'required',
  digits: 'format',
  blocked: 'blocked',
  length: 'length',
  luhn: 'checksum',
};

/**
 * What is wrong with a typed card number for a payout (oct), first things first: missing, not digits, a
 * blocked BIN (the blocked-BIN list), 13 to 19 digits, the Luhn check. Null when it can be sent. While the
 * list is not known (`null`: loading, or it failed) a number with nothing else wrong is `unchecked` and not
 * sent: a blocked BIN is never sent.
 */
export function cardNumberProblem(typed: string, blockedBins: readonly string[] | null): FormatProblem | null {
  const problem = cardNumberRule(typed, blockedBins ?? []);
  if (problem !== null) return payoutProblem[problem];
  return blockedBins === null ? 'unchecked' : null;
}

/** A crypto address: 26 to 90 letters and digits (with ":" for a tagged address); the network checks the rest. */
export function cryptoAddressProblem(typed: string): FormatProblem | null {
  const address = typed.trim();
  if (address === '') return 'required';
  return /^[A-Za-z0-9:]{26,90}$/.test(address) ? null : 'format';
}
