import { MONEY_SCALE } from '@paydeck/brand-config';
import { readDecimal } from '@paydeck/brand-config/decimal';

/** Why a typed amount is not acceptable. */
export type AmountProblem = 'format' | 'decimals';

/** The spec's amount precision: at most 8 decimals. */
export const maxAmountDecimals = MONEY_SCALE.max;

/**
 * The decimal string a typed amount stands for: trimmed, with a decimal comma read as a point.
 * Never goes through a float, so "0.10000001" stays exactly that.
 */
export function normalizeAmount(typed: string): string {
  return typed.trim().replace(',', '.');
}

/**
 * Checks a typed amount: digits with at most one decimal separator (point or comma) and at
 * most `maxDecimals` decimals typed. No signs, spaces inside or group separators. Empty is not a
 * problem here (whether the field is required is the field's business).
 */
export function checkAmount(typed: string, maxDecimals: number = maxAmountDecimals): AmountProblem | null {
  const text = normalizeAmount(typed);
  if (text === '') return null;
  const value = /^[+-]/.test(text) ? null : readDecimal(text);
  if (!value) return 'format';
  return value.scale > maxDecimals ? 'decimals' : null;
}
