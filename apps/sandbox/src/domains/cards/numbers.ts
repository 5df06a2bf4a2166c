// Card numbers: the Luhn check, masking (first six and last four digits), new numbers and PINs.
import { randomInt } from 'node:crypto';
import { passesLuhn } from '@paydeck/api-client/card-number';
import { isEasyPin } from '@paydeck/cards/api';

/** The BIN of every card the sandbox issues (Paydeck Sandbox Bank, Mastercard prepaid). */
export const ISSUER_BIN = '535522';

/** The digit that makes `body` + digit pass the Luhn check. */
export function luhnCheckDigit(body: string): string {
  for (let d = 0; d <= 9; d += 1) if (passesLuhn(`${body}${d}`)) return String(d);
  throw new Error(`No check digit for ${body}`);
}

/** First six and last four digits; the rest are stars ("535522******4417"). */
export const maskCardNumber = (digits: string): string =>
  `${digits.slice(0, 6)}${'*'.repeat(Math.max(0, digits.length - 10))}${digits.slice(-4)}`;

/** Draws digits 0..9 from `random` (a seeded generator in the seed, crypto otherwise). */
export type DigitSource = () => number;
export const cryptoDigit: DigitSource = () => randomInt(0, 10);
const draw = (length: number, digit: DigitSource) => Array.from({ length }, () => String(digit())).join('');

/** A fresh 16-digit Luhn-valid number with the sandbox's BIN. */
export const newCardNumber = (digit: DigitSource = cryptoDigit): string => {
  const body = `${ISSUER_BIN}${draw(9, digit)}`;
  return `${body}${luhnCheckDigit(body)}`;
};

/**
 * The full 16-digit number behind a masked one ("535522******4417"): the hidden middle is chosen so the
 * number passes the Luhn check, starting from `start` (the seed keeps numbers repeatable).
 */
export function numberBehindMask(masked: string, start = 123_456): string {
  const head = masked.slice(0, 6);
  const tail = masked.slice(-4);
  for (let i = 0; i < 1_000_000; i += 1) {
    const candidate = `${head}${String((start + i) % 1_000_000).padStart(6, '0')}${tail}`;
    if (passesLuhn(candidate)) return candidate;
  }
  throw new Error(`No number behind ${masked}`);
}

export function newPin(digit: DigitSource = cryptoDigit): string {
  for (;;) {
    const pin = draw(4, digit);
    if (!isEasyPin(pin)) return pin;
  }
}

export const newCvv = (digit: DigitSource = cryptoDigit): string => draw(3, digit);

/** The brand by the number's prefix, for BINs the table does not know. */
export function brandByPrefix(digits: string): string | null {
  if (digits.startsWith('4')) return 'VISA';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'MASTERCARD';
  return null;
}
