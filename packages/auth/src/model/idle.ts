export interface IdleTimerOptions {
  timeoutMs: number;
  /** The warning comes this long before the logout (WCAG 2.2.1: time to say "I am still here"). */
  warnBeforeMs: number;
  /** The warning starts; `deadline` is when the logout happens (epoch ms). */
  onWarn: (deadline: number) => void;
  onIdle: () => void;
  now?: () => number;
}

export interface IdleTimer {
  /** Pointer or key activity. Ignored while the warning is shown: only keepAlive answers it. */
  activity(): void;
  /** The person chose to stay: the warning ends and the time starts again. */
  keepAlive(): void;
  stop(): void;
  readonly isWarning: boolean;
}

/**
 * Logs out after `timeoutMs` without activity, warning `warnBeforeMs` before. Activity only records a
 * time (cheap on every pointer move); the one timer re-checks against the clock when it fires, so a
 * computer waking from sleep past the deadline logs out at once instead of trusting a late timer.
 */
export function createIdleTimer({
  timeoutMs,
  warnBeforeMs,
  onWarn,
  onIdle,
  now = Date.now,
}: IdleTimerOptions): IdleTimer {
  const warnAfter = Math.max(0, timeoutMs - warnBeforeMs);
  let lastActivity = now();
  let warning = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function schedule(at: number) {
    clearTimeout(timer);
    timer = setTimeout(check, Math.max(0, at - now()));
  }

  function check() {
    if (stopped) return;
    const idleFor = now() - lastActivity;
    if (idleFor >= timeoutMs) {
      stopped = true;
      warning = false;
      onIdle();
      return;
    }
    if (idleFor >= warnAfter) {
      if (!warning) {
        warning = true;
        onWarn(lastActivity + timeoutMs);
      }
      schedule(lastActivity + timeoutMs);
      return;
    }
    schedule(lastActivity + warnAfter);
  }

  schedule(lastActivity + warnAfter);

  return {
    activity() {
      if (!warning && !stopped) lastActivity = now();
    },
    keepAlive() {
      if (stopped) return;
      warning = false;
      lastActivity = now();
      schedule(lastActivity + warnAfter);
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
    get isWarning() {
      return warning;
    },
  };
}
