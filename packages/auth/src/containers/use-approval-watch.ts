import type { Realtime } from '@paydeck/api-client';
import { useEffect } from 'react';
import type { LoginController, LoginStep } from '../login/controller';

/** While a push or device approval is awaited, the token service is asked this often. */
export const APPROVAL_POLL_MS = 3000;

/**
 * Waits for an approval: the realtime channel's loginApproval event (opened with the login key as
 * the temporary token of the push flow), with polling as the fallback for when the channel is
 * refused or drops.
 */
export function useApprovalWatch(controller: LoginController, step: LoginStep) {
  const waiting = step.kind === 'approval' && !step.refused ? step.answer : undefined;
  useEffect(() => {
    if (!waiting) return;
    const check = () => void controller.checkApproval();
    const poll = setInterval(check, APPROVAL_POLL_MS);
    let channel: Realtime | undefined;
    let stopped = false;
    if (waiting.flow === 'push') {
      void import('./login-session').then(({ apiRoots, createRealtime }) => {
        if (stopped) return;
        const key = waiting.key;
        channel = createRealtime({
          url: apiRoots.realtime,
          getAccessToken: () => key,
          onAuthError: () => channel?.close(),
          onMalformed: () => {},
        });
        channel.subscribe(check, 'loginApproval');
        channel.start();
      });
    }
    return () => {
      stopped = true;
      clearInterval(poll);
      channel?.close();
    };
  }, [controller, waiting]);
}
