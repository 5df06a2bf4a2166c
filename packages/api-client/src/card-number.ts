// The card-number rule (payments.md 5, 9), one copy for the cards and transfers forms and the sandbox: spaces
// removed, the BIN is the first 6 digits, 13 to 19 digits (ISO/IEC 7812), the Luhn check digit.

export const BIN_LENGTH = 6;
export const CARD_NUMBER_MIN_DIGITS = 13;
export const CARD_NUMBER_MAX_DIGITS = 19;

/** The number as the wire carries it: its spaces removed. */
export const cardNumberOnWire = (typed: string): string => typed.replace(/\s+/g, '');

/** The BIN of a typed number: its first 6 digits once there are 6, else null. */
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
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export type CardNumberProblem = 'required' | 'digits' | 'blocked' | 'length' | 'luhn';

/**
 * What is wrong with a typed card number, first things first: missing, not digits, a blocked BIN (the
 * blocked-BIN list; none by default), 13 to 19 digits, the Luhn check. Null when it can be sent.
 */
export function cardNumberProblem(typed: string, blockedBins: readonly string[] = []): CardNumberProblem | null {
  const number = cardNumberOnWire(typed);
  if (number === '') return 'required';
  if (!/^\d+$/.test(number)) return 'digits';
  const bin = binOf(number);
  if (bin !== null && blockedBins.includes(bin)) return 'blocked';
  if (number.length < CARD_NUMBER_MIN_DIGITS || number.length > CARD_NUMBER_MAX_DIGITS) return 'length';
  return passesLuhn(number) ? null : 'luhn';
}
