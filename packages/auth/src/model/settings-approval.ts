// Approving a settings change (payments spec 5, 7, 9): the request id a two-step change must answer,
// the success popup's own closing, and the wait for a push approval of a password change.

/** The success popup after a confirmed settings change closes itself after this long (payments spec 9). */
export const SUCCESS_POPUP_MS = 3000;
/** A push approval of a password change is awaited at most this long (the request's lifetime). */
export const PUSH_APPROVAL_TIMEOUT_MS = 5 * 60_000;

/**
 * What a two-step setup answer asks next. The change is approved by the code sent for its request id;
 * an answer without one is a failure ("Not Operation Id, Fail Operation", payments spec 5), never a
 * silent success.
 */
export function twoStepNext(answer: {
  reqId?: string | number | null | undefined;
  approvalSentTo?: string | null | undefined;
}): { kind: 'confirm'; reqId: string | number; sentTo: string | null } | { kind: 'noOperationId' } {
  const { reqId } = answer;
  if (reqId === undefined || reqId === null || String(reqId).trim() === '') return { kind: 'noOperationId' };
  return { kind: 'confirm', reqId, sentTo: answer.approvalSentTo ?? null };
}

export type PushWaitEnd = { kind: 'event'; code: string | undefined } | { kind: 'timeout' } | { kind: 'canceled' };

/**
 * Waits for the realtime passwordChange event of a push-approved password change; ends once, by the
 * event, by the time limit, or by `cancel()` (the person gives up: "Confirmation canceled").
 */
export function waitForPush({
  subscribe,
  onEnd,
  timeoutMs = PUSH_APPROVAL_TIMEOUT_MS,
}: {
  subscribe: (listener: (event: { code?: string | undefined }) => void) => () => void;
  onEnd: (end: PushWaitEnd) => void;
  timeoutMs?: number;
}): { cancel(): void; stop(): void } {
  let ended = false;
  const end = (how: PushWaitEnd) => {
    if (ended) return;
    ended = true;
    stop();
    onEnd(how);
  };
  const unsubscribe = subscribe((event) => end({ kind: 'event', code: event.code }));
  const timer = setTimeout(() => end({ kind: 'timeout' }), timeoutMs);
  function stop() {
    ended = true;
    clearTimeout(timer);
    unsubscribe();
  }
  return { cancel: () => end({ kind: 'canceled' }), stop };
}
