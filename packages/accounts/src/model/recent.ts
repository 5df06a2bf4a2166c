// Home's recent transfers (payments.md 3, 9): outgoing transfers of the home types, disabled ones
// hidden, fees left out, newest first.
import type { Transaction } from '../api/history';

/** The transfer types home lists (payments.md 9); the external transfer list adds interac. */
export const HOME_RECENT_TYPES = ['eft', 'wire', 'oct', 'p2p', 'crypto_eft', 'instant_payment'] as const;
export const HOME_RECENT_LIMIT = 5;
/** The operation type of fees, left out on home (payments.md 3). */
export const FEES_OPERATION_TYPE = 'Fees';

const homeTypes = new Set<string>(HOME_RECENT_TYPES);

export function recentTransfers<T extends Pick<Transaction, 'type' | 'operationType' | 'isDisabled' | 'direction'>>(
  rows: readonly T[],
  limit = HOME_RECENT_LIMIT,
): T[] {
  return rows
    .filter(
      (row) =>
        row.direction === 'outgoing' &&
        homeTypes.has(row.type) &&
        !row.isDisabled &&
        row.operationType !== FEES_OPERATION_TYPE,
    )
    .slice(0, limit);
}
