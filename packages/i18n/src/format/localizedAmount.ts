import { isZero, parseDecimal, roundDecimal } from './decimal.ts';
import { groupDigits, numberSymbols } from './numberSymbols.ts';

/** Amounts show at least 2 and at most 8 decimals (payments spec, section 9). */
export const amountDecimals = { min: 2, max: 8 } as const;

/**
 * The magnitude of a decimal string written the locale's way (grouping and decimal separator),
 * rounded half away from zero to 8 decimals, trailing zeros trimmed down to 2 decimals; and
 * whether it is negative. A value that rounds to zero is never negative ("-0.000000001" -> "0.00").
 */
export function localizedAmount(value: string, locale: string): { negative: boolean; text: string } {
  const rounded = roundDecimal(parseDecimal(value), amountDecimals.max);
  const fraction = rounded.fraction.replace(/0+$/, '').padEnd(amountDecimals.min, '0');
  const symbols = numberSymbols(locale);
  return {
    negative: rounded.negative && !isZero(rounded),
    text: `${groupDigits(rounded.integer, symbols)}${symbols.decimal}${fraction}`,
  };
}
