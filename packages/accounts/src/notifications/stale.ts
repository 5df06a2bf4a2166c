// What a notification makes stale, by its type: the data the open screens show is fetched again.
import { authKeys } from '@paydeck/auth';
import type { QueryKey } from '@tanstack/react-query';
import { accountKeys } from '../api/keys';

export function staleQueries(type: string): readonly QueryKey[] {
  switch (type) {
    case 'info':
      return [accountKeys.announcements()];
    case 'cardClosed':
    case 'batchPartially':
      return [accountKeys.all];
    // The customer's `limited` flag: home's notice and the limited-account page follow at once.
    case 'customerLimited':
    case 'customerUnlimited':
      return [authKeys.customer()];
    default:
      return [];
  }
}
