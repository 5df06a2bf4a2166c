// How a sign-in waits for its push or device approval: the realtime channel's loginApproval event,
// opened with the push answer's `key` (the flow's temporary token); polling the token service only
// while that channel is not open (refused, dropped, or a verifyDevice flow, which has no channel).
import type { RealtimeState } from '@paydeck/api-client';

/** While the channel is not open, the token service is asked this often. */
export const APPROVAL_POLL_MS = 3000;

export interface ApprovalChannel {
  close(): void;
}

export interface ApprovalWaitOptions {
  /** Asks the token service whether the approval came (the controller's checkApproval). */
  check: () => void;
  /**
   * Opens the realtime channel (push only); it tells its state and each loginApproval event.
   * Absent: only polling.
   */
  openChannel?: (handlers: { onState: (state: RealtimeState) => void; onApproval: () => void }) => ApprovalChannel;
  pollMs?: number;
}

/** Starts waiting; returns the stop function. */
export function startApprovalWait({ check, openChannel, pollMs = APPROVAL_POLL_MS }: ApprovalWaitOptions): () => void {
  let channelOpen = false;
  const poll = setInterval(() => {
    if (!channelOpen) check();
  }, pollMs);
  const channel = openChannel?.({
    onState: (state) => {
      const opened = state === 'open' && !channelOpen;
      channelOpen = state === 'open';
      // The approval may have come before the channel opened: one check as it opens.
      if (opened) check();
    },
    onApproval: check,
  });
  return () => {
    clearInterval(poll);
    channel?.close();
  };
}
