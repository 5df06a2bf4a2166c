// The share rules of identity spec 5 and 9: each share above 0 and at most 100 percent; the sum of one level
// (the root company's shareholders, or one company shareholder's) from 10 to 100 percent. A share travels as a
// number of percent (the draft, the wire); every check and sum here is in integer basis points (1 % = 100 bp),
// read from the number's decimal text, never through float arithmetic. Pure.
import { compareDecimals, decimalToUnits, roundToUnits } from '@paydeck/brand-config/decimal';
import type { Shareholder } from './draft';

export const MIN_LEVEL_SUM_BASIS_POINTS = 1_000;
export const MAX_LEVEL_SUM_BASIS_POINTS = 10_000;
const MAX_SHARE_PERCENT = '100';

/**
 * The decimal a share number stands for: the shortest text that reads back as it (0.29 -> "0.29", not
 * 0.28999…). A share smaller than 1e-6 (which String() writes with an exponent) counts only by its sign: above
 * or below 0, more than two decimals, 0 when rounded. Null for NaN, infinities and 1e21 and more (no share).
 */
function shareText(share: number): string | null {
  if (!Number.isFinite(share)) return null;
  const text = String(share);
  if (!text.includes('e')) return text;
  if (Math.abs(share) >= 1) return null;
  return share < 0 ? '-0.0000001' : '0.0000001';
}

/** A share's exact basis points (33.33 -> 3333); null when it has more than two decimals (12.345) or is no number. */
export function shareBasisPoints(share: number): number | null {
  const text = shareText(share);
  const units = text === null ? null : decimalToUnits(text, 2);
  return units === null ? null : Number(units);
}

/** A share rounded half away from zero to basis points (12.345 -> 1235, 1.005 -> 101); null when it is no number. */
export function roundedShareBasisPoints(share: number): number | null {
  const text = shareText(share);
  return text === null ? null : Number(roundToUnits(text, 2));
}

/** A share as the draft keeps it: rounded half away from zero to two decimals (1.005 -> 1.01); no number -> 0. */
export function roundShare(share: number): number {
  const basisPoints = roundedShareBasisPoints(share);
  // an exact division of integers rounds once, to the number the text "x.xx" reads as (101 / 100 is 1.01)
  return basisPoints === null || !Number.isSafeInteger(basisPoints) ? 0 : basisPoints / 100;
}

/** A share is above 0 and at most 100 percent, exactly (and a real number). */
export function isValidShare(share: number): boolean {
  const text = shareText(share);
  return text !== null && compareDecimals(text, '0') > 0 && compareDecimals(text, MAX_SHARE_PERCENT) <= 0;
}

/** The sum of a level in basis points, each share rounded to two decimals: 33.33 + 33.33 + 33.34 is 10000. */
export function levelSumBasisPoints(entries: readonly Pick<Shareholder, 'share'>[]): number {
  return entries.reduce((sum, entry) => sum + (roundedShareBasisPoints(entry.share) ?? 0), 0);
}

export type LevelShareProblem =
  | { code: 'shareOutOfRange'; index: number }
  | { code: 'sumTooLow'; sumBasisPoints: number }
  | { code: 'sumTooHigh'; sumBasisPoints: number };

/** What is wrong with one level's shares (empty: nothing). An empty level sums to 0: too low. */
export function levelShareProblems(entries: readonly Pick<Shareholder, 'share'>[]): LevelShareProblem[] {
  const problems: LevelShareProblem[] = [];
  entries.forEach((entry, index) => {
    if (!isValidShare(entry.share)) problems.push({ code: 'shareOutOfRange', index });
  });
  const sumBasisPoints = levelSumBasisPoints(entries);
  if (sumBasisPoints < MIN_LEVEL_SUM_BASIS_POINTS) problems.push({ code: 'sumTooLow', sumBasisPoints });
  else if (sumBasisPoints > MAX_LEVEL_SUM_BASIS_POINTS) problems.push({ code: 'sumTooHigh', sumBasisPoints });
  return problems;
}

/** A share as typed ('12,5' or '12.5') as a number, or NaN when it is not one. */
export function parseShare(typed: string): number {
  const value = typed.trim().replace(',', '.');
  return /^\d{1,3}(\.\d{1,2})?$/.test(value) ? Number(value) : Number.NaN;
}
