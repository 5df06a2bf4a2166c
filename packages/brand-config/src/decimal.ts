/**
 * Decimal strings ("12.30", "-0.00012345", "16.1") as the client and the sandbox compute with them: exact, as a
 * bigint of units at a scale, never through a binary float. Amounts, rates and percentages are decimal strings or
 * integer minor units / basis points from the wire to the screen and back (payments.md 9: up to 8 decimals).
 */
import { currencyScale } from './currencies.ts';

/** A decimal as `units` × 10^-`scale`: "12.30" is { units: 1230n, scale: 2 }. */
export type ExactDecimal = { readonly units: bigint; readonly scale: number };

const PLAIN = /^([+-])?(\d*)(?:\.(\d*))?$/;

/** The exact value of a decimal string ("1234.5", "-0.05", "+7", ".5", "7."); null for anything else. */
export function readDecimal(text: string): ExactDecimal | null {
  const match = PLAIN.exec(text.trim());
  if (!match) return null;
  const [, sign, integer = '', fraction = ''] = match;
  if (integer + fraction === '') return null;
  const magnitude = BigInt(integer + fraction || '0');
  return { units: sign === '-' ? -magnitude : magnitude, scale: fraction.length };
}

/** Like readDecimal, but a RangeError for text that is not a decimal number. */
export function parseDecimal(text: string): ExactDecimal {
  const value = readDecimal(text);
  if (!value) throw new RangeError(`Not a decimal number: "${text}"`);
  return value;
}

/** The same value at a larger scale ({1230n, 2} at 4 is {123000n, 4}). */
function widen(value: ExactDecimal, scale: number): bigint {
  return value.units * 10n ** BigInt(scale - value.scale);
}

/** A decimal string of units at a scale: (1230n, 2) -> "12.30", (-5n, 8) -> "-0.00000005", (7n, 0) -> "7". */
export function unitsToDecimal(units: bigint, scale: number): string {
  if (!Number.isInteger(scale) || scale < 0) throw new RangeError(`Bad scale: ${scale}`);
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const split = digits.length - scale;
  const magnitude = scale === 0 ? digits : `${digits.slice(0, split)}.${digits.slice(split)}`;
  return negative ? `-${magnitude}` : magnitude;
}

/**
 * The text as units at `scale` ("12.3" at 2 -> 1230n); null when it is not a decimal or has a non-zero digit
 * beyond the scale ("0.125" at 2): money is refused, never rounded. Zeros beyond the scale are the same number.
 */
export function decimalToUnits(text: string, scale: number): bigint | null {
  const value = readDecimal(text);
  if (!value) return null;
  if (value.scale <= scale) return widen(value, scale);
  const divisor = 10n ** BigInt(value.scale - scale);
  return value.units % divisor === 0n ? value.units / divisor : null;
}

/** Rounds half away from zero to `scale` decimals and answers the units: ("0.125", 2) -> 13n. */
export function roundToUnits(text: string, scale: number): bigint {
  const value = parseDecimal(text);
  if (value.scale <= scale) return widen(value, scale);
  const divisor = 10n ** BigInt(value.scale - scale);
  const quotient = value.units / divisor;
  const twiceRest = (value.units % divisor) * 2n;
  if (twiceRest >= divisor) return quotient + 1n;
  if (twiceRest <= -divisor) return quotient - 1n;
  return quotient;
}

/** The text rounded half away from zero to exactly `scale` decimals: ("2.675", 2) -> "2.68". */
export const roundDecimal = (text: string, scale: number): string => unitsToDecimal(roundToUnits(text, scale), scale);

/** -1, 0 or 1, exactly, whatever the two scales ("0.10" and "0.1" are equal). */
export function compareDecimals(a: string, b: string): -1 | 0 | 1 {
  const x = parseDecimal(a);
  const y = parseDecimal(b);
  const scale = Math.max(x.scale, y.scale);
  const difference = widen(x, scale) - widen(y, scale);
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
}

/** The exact sum, at the largest scale among the values and at least `minScale` ("5.00" + "0.5" = "5.50"). */
export function addDecimals(values: readonly string[], minScale = 0): string {
  const parsed = values.map(parseDecimal);
  const scale = Math.max(minScale, ...parsed.map((value) => value.scale));
  return unitsToDecimal(
    parsed.reduce((sum, value) => sum + widen(value, scale), 0n),
    scale,
  );
}

/** a - b, exactly, at the larger of their scales and at least `minScale`. */
export const subtractDecimals = (a: string, b: string, minScale = 0): string =>
  addDecimals([a, negateDecimal(b)], minScale);

/** The text with its sign turned ("12.5" -> "-12.5", "-0.5" -> "0.5"); zero stays unsigned. */
export function negateDecimal(text: string): string {
  const value = parseDecimal(text);
  return unitsToDecimal(-value.units, value.scale);
}

export const isZeroDecimal = (text: string): boolean => parseDecimal(text).units === 0n;

/** A decimal string as minor units of the currency, at its scale ("0.12345678" BTC -> 12345678n); null if refused. */
export const toMinorUnits = (text: string, currencyCode: string): bigint | null =>
  decimalToUnits(text, currencyScale(currencyCode));

/** Minor units of the currency as its decimal string, at its scale (1230n EUR -> "12.30"). */
export const fromMinorUnits = (minor: bigint, currencyCode: string): string =>
  unitsToDecimal(minor, currencyScale(currencyCode));

/**
 * A percentage as integer basis points (1 % = 100 bp): "16.1" -> 1610, "0.29" -> 29, "100" -> 10000. A decimal
 * comma is read as a point. Null for anything but 1-3 whole digits with at most 2 decimals.
 */
export function percentToBasisPoints(text: string): number | null {
  const typed = text.trim().replace(',', '.');
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(typed)) return null;
  return Number(decimalToUnits(typed, 2));
}

/** Basis points as a percentage's decimal string with two decimals: 1610 -> "16.10", 5 -> "0.05". */
export function basisPointsToPercent(basisPoints: number): string {
  if (!Number.isSafeInteger(basisPoints)) throw new RangeError(`Basis points must be an integer: ${basisPoints}`);
  return unitsToDecimal(BigInt(basisPoints), 2);
}

/**
 * The fraction a percentage's decimal string stands for, ready for Intl's percent style (which multiplies by 100):
 * "1.00" -> "0.0100", "16.1" -> "0.161", computed on the digits, never as Number(value) / 100. Null if not a decimal.
 */
export function percentFraction(percent: string): `${number}` | null {
  const value = readDecimal(percent);
  return value ? (unitsToDecimal(value.units, value.scale + 2) as `${number}`) : null;
}
