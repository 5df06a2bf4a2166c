export interface BackoffOptions {
  /** First delay before jitter; default 1 s. */
  baseMs?: number | undefined;
  /** Largest delay before jitter; default 30 s. */
  capMs?: number | undefined;
}

export const BACKOFF_BASE_MS = 1000;
export const BACKOFF_CAP_MS = 30_000;

/**
 * Delay before reconnect attempt `attempt` (1-based): base × 2^(attempt-1), capped, with "equal jitter"
 * (between half and all of it) so that many tabs do not reconnect in step, yet never at once.
 */
export function reconnectDelay(attempt: number, random: () => number, options: BackoffOptions = {}): number {
  const base = options.baseMs ?? BACKOFF_BASE_MS;
  const cap = options.capMs ?? BACKOFF_CAP_MS;
  const ceiling = Math.min(cap, base * 2 ** Math.max(0, attempt - 1));
  return ceiling / 2 + random() * (ceiling / 2);
}
