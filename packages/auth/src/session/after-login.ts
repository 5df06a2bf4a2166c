import { create } from 'zustand';

/** Login completion waits this long before loading login history, news and support (identity spec 4.2). */
export const AFTER_LOGIN_DELAY_MS = 5000;

const useAfterLoginStore = create<{ ready: boolean }>(() => ({ ready: false }));
let timer: ReturnType<typeof setTimeout> | undefined;

/** Starts the wait from the moment sign-in completed (a reload keeps counting from that moment). */
export function scheduleAfterLogin(completedAt: number, now = Date.now()): void {
  clearTimeout(timer);
  useAfterLoginStore.setState({ ready: false });
  timer = setTimeout(
    () => useAfterLoginStore.setState({ ready: true }),
    Math.max(0, completedAt + AFTER_LOGIN_DELAY_MS - now),
  );
}

export function cancelAfterLogin(): void {
  clearTimeout(timer);
  useAfterLoginStore.setState({ ready: false });
}

/** True once the after-login delay has passed: `enabled: useAfterLoginDelay()` on a query. */
export function useAfterLoginDelay(): boolean {
  return useAfterLoginStore((state) => state.ready);
}

/** Runs `task` when the delay has passed (at once if it has); returns the unsubscribe function. */
export function onAfterLoginDelay(task: () => void): () => void {
  if (useAfterLoginStore.getState().ready) {
    task();
    return () => {};
  }
  return useAfterLoginStore.subscribe((state, previous) => {
    if (state.ready && !previous.ready) task();
  });
}

export const afterLoginDelay = { schedule: scheduleAfterLogin, cancel: cancelAfterLogin, subscribe: onAfterLoginDelay };
