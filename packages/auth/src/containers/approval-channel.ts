import { createRealtime } from '@paydeck/api-client';
import type { ApprovalAnswer } from '../login/controller';
import { startApprovalWait } from '../login/approval-wait';
import { apiRoots } from '../session/clients';

/**
 * Waits for the approval of a push or verifyDevice sign-in (loaded with the session, not with the page):
 * the realtime channel opened with the push answer's `key` as the flow's temporary token, polling as the
 * fallback (approval-wait.ts).
 */
export function waitForApproval(answer: ApprovalAnswer, check: () => void): () => void {
  if (answer.flow !== 'push') return startApprovalWait({ check });
  const key = answer.key;
  return startApprovalWait({
    check,
    openChannel: ({ onState, onApproval }) => {
      const channel = createRealtime({
        url: apiRoots.realtime,
        getAccessToken: () => key,
        onAuthError: () => channel.close(),
        onMalformed: () => {},
        onStateChange: onState,
      });
      channel.subscribe(onApproval, 'loginApproval');
      channel.start();
      return channel;
    },
  });
}
