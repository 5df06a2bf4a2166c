// Decimal strings ("1276.29", "-3.5") the accounts screens compare and subtract: exact at any scale, through
// @paydeck/brand-config/decimal, with at least two decimals in what they answer.
import { addDecimals, compareDecimals, isZeroDecimal, subtractDecimals } from '@paydeck/brand-config/decimal';

export { isZeroDecimal };

/** -1, 0 or 1. */
export const compareDecimal = (a: string, b: string): number => compareDecimals(a, b);

/** a - b, exactly, with at least two decimals ("0.1" - "0.3" = "-0.20"). */
export const subtractDecimal = (a: string, b: string): string => subtractDecimals(a, b, 2);

/** The exact sum of decimal strings, with at least two decimals ("5.00" + "0.5" = "5.50"). */
export const sumDecimals = (values: readonly string[]): string => addDecimals(values, 2);

/** A decimal string with a leading minus when `negative` (for outgoing amounts). */
export const signedDecimal = (value: string, negative: boolean): string =>
  negative && !isZeroDecimal(value) ? `-${value.replace(/^-/, '')}` : value;

/** True for a non-negative decimal with at most `decimals` fraction digits ("10", "10.5", "0.01"). */
export const isAmountText = (value: string, decimals = 2): boolean =>
  new RegExp(`^\\d{1,15}(\\.\\d{1,${decimals}})?$`).test(value.trim());
