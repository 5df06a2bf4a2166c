// What an approver reviews before deciding (issue: approvers never decide blind): each request's payee and
// account, what leaves (the amount and the fee) and what arrives, and the totals of a decision per currency.
// Exact decimals (brand-config's decimal module), never floats.
import { addDecimals, compareDecimals } from '@paydeck/brand-config/decimal';
import type { TransactionRequest } from '../../api/company-requests';

/** What leaves the company's account for one request: its amount and the payer's fee. */
export const leavingOf = (row: Pick<TransactionRequest, 'total' | 'fee'>): string =>
  addDecimals([row.total, row.fee || '0'], 2);

/** Whether what arrives differs from what is sent (another currency): the review shows both then. */
export const arrivesOtherwise = (
  row: Pick<TransactionRequest, 'total' | 'currencyCode' | 'toAmount' | 'toCurrencyCode'>,
) =>
  row.toAmount !== null &&
  row.toCurrencyCode !== null &&
  (row.toCurrencyCode !== row.currencyCode || compareDecimals(row.toAmount, row.total) !== 0);

/** The rows a decision is about, in the list's order (ids no longer listed are left out). */
export const rowsOf = <T extends { transactionId: number }>(rows: readonly T[], ids: ReadonlySet<number>): T[] =>
  rows.filter((row) => ids.has(row.transactionId));

/** What leaves in total per currency (amounts and fees), in the order the currencies first appear. */
export function leavingTotals(rows: readonly Pick<TransactionRequest, 'total' | 'fee' | 'currencyCode'>[]) {
  const totals = new Map<string, string>();
  for (const row of rows) {
    totals.set(row.currencyCode, addDecimals([totals.get(row.currencyCode) ?? '0', leavingOf(row)], 2));
  }
  return [...totals].map(([currencyCode, amount]) => ({ currencyCode, amount }));
}
