// The share rules of identity spec 5 and 9: each share above 0 and at most 100 percent; the sum of one level
// (the root company's shareholders, or one company shareholder's) from 10 to 100 percent. Pure.
import type { Shareholder } from './draft';

export const MIN_LEVEL_SUM_PERCENT = 10;
export const MAX_LEVEL_SUM_PERCENT = 100;
export const MAX_SHARE_PERCENT = 100;

/** A share is above 0 and at most 100 percent (and a real number). */
export const isValidShare = (share: number) => Number.isFinite(share) && share > 0 && share <= MAX_SHARE_PERCENT;

/**
 * The sum of a level, in hundredths of a percent so that 33.33 + 33.33 + 33.34 is exactly 100 (shares are typed
 * with at most two decimals; more are rounded to two).
 */
export function levelSum(entries: readonly Pick<Shareholder, 'share'>[]): number {
  const hundredths = entries.reduce((sum, entry) => sum + Math.round(entry.share * 100), 0);
  return hundredths / 100;
}

export type LevelShareProblem =
  | { code: 'shareOutOfRange'; index: number }
  | { code: 'sumTooLow'; sum: number }
  | { code: 'sumTooHigh'; sum: number };

/** What is wrong with one level's shares (empty: nothing). An empty level sums to 0: too low. */
export function levelShareProblems(entries: readonly Pick<Shareholder, 'share'>[]): LevelShareProblem[] {
  const problems: LevelShareProblem[] = [];
  entries.forEach((entry, index) => {
    if (!isValidShare(entry.share)) problems.push({ code: 'shareOutOfRange', index });
  });
  const sum = levelSum(entries);
  if (sum < MIN_LEVEL_SUM_PERCENT) problems.push({ code: 'sumTooLow', sum });
  else if (sum > MAX_LEVEL_SUM_PERCENT) problems.push({ code: 'sumTooHigh', sum });
  return problems;
}

/** A share as typed ('12,5' or '12.5') as a number, or NaN when it is not one. */
export function parseShare(typed: string): number {
  const value = typed.trim().replace(',', '.');
  return /^\d{1,3}(\.\d{1,2})?$/.test(value) ? Number(value) : Number.NaN;
}
