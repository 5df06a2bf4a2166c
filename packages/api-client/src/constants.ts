/** Sent as `X-Client-Version` on every call (spec 9). */
export const CLIENT_VERSION = '2.1.2';

/** API timeout per attempt: 5 minutes (spec 9). */
export const TIMEOUT_MS = 5 * 60 * 1000;

/** Network failures are retried up to 3 times (spec 9), so a call makes at most 4 attempts. */
export const RETRY_LIMIT = 3;

/** Delay before retry number `attempt` (1-based): 300 ms, 600 ms, 1200 ms. */
export function defaultRetryDelay(attempt: number): number {
  return 300 * 2 ** (attempt - 1);
}

/** The base URLs of the four services plus the realtime channel; same-origin paths by default (PROTOCOL.md). */
export interface ApiRoots {
  api: string;
  auth: string;
  contracts: string;
  helpdesk: string;
  realtime: string;
}

export const sameOriginRoots: ApiRoots = {
  api: '/api',
  auth: '/auth',
  contracts: '/contracts',
  helpdesk: '/helpdesk',
  realtime: '/ws',
};
