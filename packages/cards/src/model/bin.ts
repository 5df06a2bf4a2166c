// Card numbers typed by a person (payments.md 5, 9): spaces removed, the BIN is the first 6 digits, a
// blocked-BIN list refuses cards, Luhn and expiry are checked, and a number is masked from 16 characters.
import { maskCardNumber } from '@paydeck/i18n';
import { CARD_NUMBER_MAX_DIGITS, cardNumberOnWire } from '@paydeck/api-client/card-number';

// The number rule itself (BIN, 13 to 19 digits, Luhn) is the one of @paydeck/api-client/card-number.
export {
  binOf,
  type CardNumberProblem,
  cardNumberOnWire as normaliseCardNumber,
  cardNumberProblem,
} from '@paydeck/api-client/card-number';

export const isBlockedBin = (bin: string, blockedBins: readonly string[]): boolean => blockedBins.includes(bin);

/**
 * What the card number field shows while typing: digits only (anything else dropped), at most 19, in
 * groups of four ("4111 1111 1111 1111").
 */
export function groupCardNumber(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, CARD_NUMBER_MAX_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** A card number as shown: masked from 16 characters (spaces not counted), shorter numbers as they are. */
export const displayCardNumber = (number: string): string => maskCardNumber(cardNumberOnWire(number));

export type ExpiryProblem = 'month' | 'year' | 'expired';

/** A typed year as four digits: "29" is 2029; anything but 2 or 4 digits is null. */
export function fullYear(typed: string): number | null {
  const text = typed.trim();
  if (/^\d{2}$/.test(text)) return 2000 + Number(text);
  if (/^\d{4}$/.test(text)) return Number(text);
  return null;
}

/** A typed month 1..12 ("9" or "09"), else null. */
export function monthNumber(typed: string): number | null {
  const text = typed.trim();
  if (!/^\d{1,2}$/.test(text)) return null;
  const month = Number(text);
  return month >= 1 && month <= 12 ? month : null;
}

/** A card is valid to the end of its expiry month. */
export function expiryProblem(month: string, year: string, today: Date): ExpiryProblem | null {
  const m = monthNumber(month);
  if (m === null) return 'month';
  const y = fullYear(year);
  if (y === null) return 'year';
  const thisMonth = today.getFullYear() * 12 + today.getMonth();
  return y * 12 + (m - 1) < thisMonth ? 'expired' : null;
}
