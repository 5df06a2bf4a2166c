// `?repeat=<transactionId>` on a transfer form (history's "Repeat"): the form starts from that transfer, read
// with `recentTransferDetails`. Pure: the routes read the address with it, the pages ask where a type is repeated.
import type { RepeatableType } from '../../api/recent-transfer-details';

export interface RepeatSearch {
  repeat?: number;
}

/** The route's validateSearch: a positive whole transaction id, else nothing to repeat. */
export function readRepeatSearch(raw: Record<string, unknown>): RepeatSearch {
  const value = typeof raw.repeat === 'string' && /^\d+$/.test(raw.repeat) ? Number(raw.repeat) : raw.repeat;
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? { repeat: value } : {};
}

export type RepeatForm = '/transfer/account' | '/transfer/p2p' | '/transfer/external';

/** The form a transfer of this type is repeated on: own accounts, person to person, or the external rails'. */
export const repeatForm = (type: RepeatableType): RepeatForm =>
  type === 'betweenAccounts' ? '/transfer/account' : type === 'p2p' ? '/transfer/p2p' : '/transfer/external';
