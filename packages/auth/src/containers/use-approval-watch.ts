import { useEffect } from 'react';
import type { LoginController, LoginStep } from '../login/controller';

/**
 * Waits for a push or device approval while the step shows it: the realtime channel's loginApproval
 * event, polling the token service only while the channel is not open (approval-wait.ts). The wait is
 * loaded with the session code, not with the page.
 */
export function useApprovalWatch(controller: LoginController, step: LoginStep) {
  const waiting = step.kind === 'approval' && !step.refused ? step.answer : undefined;
  useEffect(() => {
    if (!waiting) return;
    let stop: (() => void) | undefined;
    let stopped = false;
    void import('./login-session').then(({ waitForApproval }) => {
      if (!stopped) stop = waitForApproval(waiting, () => void controller.checkApproval());
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [controller, waiting]);
}
