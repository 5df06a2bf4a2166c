// What the fetchers need of the api client: method calls (auth's `api`, or a test double).
import type { ApiClient } from '@paydeck/api-client';

export type Caller = Pick<ApiClient, 'call'>;

/** Method-API reads may be retried after a network failure (api-client README, "Timeout and retries"). */
export const read = { idempotent: true } as const;
