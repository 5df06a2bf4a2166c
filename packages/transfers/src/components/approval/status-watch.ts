// The approval popup's safety net: the realtime event decides the wait, but an event can be missed (the device
// answered before the popup listened, the channel was reconnecting, the code expired on the server). While the
// popup waits it asks where the submitted transaction stands (its history row: the spec has no status call for
// one transfer), first soon, then less and less often, so no popup waits for ever. Pure rules and timing here;
// the hook (useStatusWatch) runs them.
import { useEffect, useRef } from 'react';
import type { ApprovalAction } from './approval-state';

/** When to ask, after the popup opened and after each answer: soon first, then every 30 s at most. */
export const STATUS_CHECK_DELAYS_MS = [2_000, 3_000, 5_000, 8_000, 13_000, 20_000, 30_000] as const;

/** The wait before the check number `attempt` (0: the first). */
export const statusCheckDelay = (attempt: number): number =>
  STATUS_CHECK_DELAYS_MS[Math.min(attempt, STATUS_CHECK_DELAYS_MS.length - 1)] as number;

export type OperationStatus = 'waiting' | 'approved' | 'rejected';

/** Transaction status ids: 41 processing (held while it waits), 26 rejected, 4 canceled. */
const HELD = 41;
const REFUSED = new Set([26, 4]);

/**
 * Where a submitted transaction stands for its payer: its approval's decision when the row tells it, else its
 * status (held: waiting; rejected or canceled: rejected; anything else moved the money). Not found yet: waiting.
 */
export function operationStatusOf(
  row: { statusId: number; approval: { status: string } | null } | null,
): OperationStatus {
  if (!row) return 'waiting';
  const decided = row.approval?.status;
  if (decided === 'approved' || decided === 'rejected') return decided;
  if (decided === 'waiting' || row.statusId === HELD) return 'waiting';
  return REFUSED.has(row.statusId) ? 'rejected' : 'approved';
}

/** What the popup learns from a status: the decision as if its event had come, or nothing while it waits. */
export function statusAction(status: OperationStatus): Extract<ApprovalAction, { type: 'event' }> | undefined {
  if (status === 'approved') return { type: 'event', code: 'approved' };
  if (status === 'rejected') return { type: 'event', code: 'rejected', message: null, errors: null };
  return undefined;
}

/**
 * Asks `check` on the backoff schedule while `waiting`; a decision is dispatched, a failed check is tried again
 * later. Stops when the popup is decided or closed.
 */
export function useStatusWatch(
  waiting: boolean,
  check: ((signal: AbortSignal) => Promise<OperationStatus>) | undefined,
  dispatch: (action: ApprovalAction) => void,
) {
  const attempt = useRef(0);
  useEffect(() => {
    if (!waiting || !check) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(run, statusCheckDelay(attempt.current));
      attempt.current += 1;
    };
    const run = async () => {
      try {
        const action = statusAction(await check(controller.signal));
        if (controller.signal.aborted) return;
        if (action) return dispatch(action);
      } catch {
        if (controller.signal.aborted) return; // a failed check says nothing: the next one asks again
      }
      schedule();
    };
    schedule();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [waiting, check, dispatch]);
}
