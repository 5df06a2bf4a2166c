import type { ApiClient } from '@paydeck/api-client';

/** What the fetchers need of the api client: method calls (auth's `api`, or a test double). */
export type Caller = Pick<ApiClient, 'call'>;
