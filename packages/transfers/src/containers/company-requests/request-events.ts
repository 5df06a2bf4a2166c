// What a realtime event means for the company requests (WIRE.md "Realtime events"): the header count
// arrives as a `transactionRequests` notification; a request asked for, approved, declined or booked makes
// the list stale. Pure, so the rule is tested as a table; useRequestEvents applies it.
import type { RealtimeEvent } from '@paydeck/api-client';
import { transactionEventCodes } from '../../api/approvals';

export interface RequestEventEffect {
  /** The new count of waiting requests, when the event carries it. */
  count?: number;
  /** The requests list (and the count, without a count of its own) should be read again. */
  refresh: boolean;
}

const none: RequestEventEffect = { refresh: false };
const codes = new Set<string>(transactionEventCodes);

export function requestEventEffect(event: Pick<RealtimeEvent, 'type' | 'code' | 'notification'>): RequestEventEffect {
  if (event.type === 'notification') {
    const notification = event.notification;
    if (notification?.type !== 'transactionRequests') return none;
    const count = Number(notification.title);
    const valid =
      notification.status === 'count' && notification.title !== '' && Number.isSafeInteger(count) && count >= 0;
    return valid ? { count, refresh: true } : { refresh: true };
  }
  if (event.type === 'transaction' && event.code !== undefined && codes.has(event.code)) return { refresh: true };
  return none;
}
