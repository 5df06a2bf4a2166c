// After the helpdesk's 429 (payments.md 8: "cancels further requests until a success") the client refuses calls
// without network (its cool-down is endless here: client.ts). This asks again by itself, one small call at a time,
// with a growing wait (2 s, 4 s, 8 s… at most 60 s) until one succeeds; the page shows the unavailable state meanwhile.
import type { HelpdeskClient } from '@paydeck/api-client';

export interface RecoveryOptions {
  firstDelayMs?: number;
  maxDelayMs?: number;
  /** Called once the helpdesk answers again (the page reloads what failed). */
  onRecovered?: () => void;
}

export const RECOVERY_FIRST_DELAY_MS = 2_000;
export const RECOVERY_MAX_DELAY_MS = 60_000;

/** Watches the client; while it is failed, probes with backoff until a success. Answers the stop function. */
export function recoverHelpdesk(
  client: HelpdeskClient,
  probe: () => Promise<unknown>,
  options: RecoveryOptions = {},
): () => void {
  const first = options.firstDelayMs ?? RECOVERY_FIRST_DELAY_MS;
  const max = options.maxDelayMs ?? RECOVERY_MAX_DELAY_MS;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const schedule = () => {
    if (stopped || timer !== undefined || client.state !== 'failed') return;
    timer = setTimeout(
      async () => {
        attempt += 1;
        client.retry();
        try {
          await probe();
        } catch {
          // still failing: the next wait is longer
        }
        timer = undefined;
        schedule();
      },
      Math.min(first * 2 ** attempt, max),
    );
  };

  const unsubscribe = client.subscribe((state) => {
    if (state === 'failed') return schedule();
    attempt = 0;
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    options.onRecovered?.();
  });
  schedule();
  return () => {
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
    unsubscribe();
  };
}
