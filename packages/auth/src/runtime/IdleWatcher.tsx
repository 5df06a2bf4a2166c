import { DEFAULT_SESSION_IDLE_MINUTES } from '@paydeck/brand-config';
import { activeBrand } from '@paydeck/brand-config/active';
import { useEffect, useRef, useState } from 'react';
import { IdleWarningDialog } from '../components/idle/IdleWarningDialog';
import { createIdleTimer, type IdleTimer } from '../model/idle';
import { logout, onOtherTabActivity, tabSync } from '../session/clients';

/** The warning comes 60 s before the idle sign-out. */
export const IDLE_WARNING_MS = 60_000;
/** Activity is told to the other tabs of the session at most this often. */
export const SHARE_ACTIVITY_MS = 15_000;
const activityEvents = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Idle logout after the brand's minutes (15 by default) without pointer or key activity, warned before.
 * Activity in another tab of the same session counts (it also ends a warning shown here): a person
 * working in a duplicated tab is not signed out by the tab they left open.
 */
export function IdleWatcher() {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const timer = useRef<IdleTimer | null>(null);

  useEffect(() => {
    const minutes = activeBrand.sessionIdleMinutes ?? DEFAULT_SESSION_IDLE_MINUTES;
    const idle = createIdleTimer({
      timeoutMs: minutes * 60_000,
      warnBeforeMs: IDLE_WARNING_MS,
      onWarn: (at) => {
        setNow(Date.now());
        setDeadline(at);
      },
      onIdle: () => {
        setDeadline(null);
        logout('sessionExpired');
      },
    });
    timer.current = idle;
    let sharedAt = 0;
    const onActivity = () => {
      idle.activity();
      const now = Date.now();
      if (!idle.isWarning && now - sharedAt >= SHARE_ACTIVITY_MS) {
        sharedAt = now;
        tabSync.shareActivity(now);
      }
    };
    const stopListening = onOtherTabActivity(() => {
      if (!idle.isWarning) return idle.activity();
      idle.keepAlive();
      setDeadline(null);
    });
    for (const type of activityEvents) window.addEventListener(type, onActivity, { passive: true, capture: true });
    return () => {
      stopListening();
      idle.stop();
      for (const type of activityEvents) window.removeEventListener(type, onActivity, { capture: true });
    };
  }, []);

  useEffect(() => {
    if (deadline === null) return;
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, [deadline]);

  return (
    <IdleWarningDialog
      isOpen={deadline !== null}
      secondsLeft={deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000))}
      onStay={() => {
        timer.current?.keepAlive();
        tabSync.shareActivity(Date.now());
        setDeadline(null);
      }}
      onSignOut={() => {
        setDeadline(null);
        logout('user');
      }}
    />
  );
}
