// At most one request per interval, however many callers ask (payments.md 9: the accounts fetch is
// throttled to 3000 ms). Callers that ask before the next request has started share it; a caller
// that asks once a request has started gets a later one, so an answer is never older than the
// question (a refetch after a transfer sees the transfer).

export interface Throttle {
  run<T>(key: string, request: () => Promise<T>): Promise<T>;
}

export interface ThrottleClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
}

const realClock: ThrottleClock = { now: () => Date.now(), setTimeout: (callback, ms) => setTimeout(callback, ms) };

export function createThrottle(intervalMs: number, clock: ThrottleClock = realClock): Throttle {
  const lastStart = new Map<string, number>();
  const waiting = new Map<string, Promise<unknown>>();

  return {
    run<T>(key: string, request: () => Promise<T>): Promise<T> {
      const queued = waiting.get(key);
      if (queued) return queued as Promise<T>;
      const last = lastStart.get(key);
      const delay = last === undefined ? 0 : Math.max(0, last + intervalMs - clock.now());
      const start = () => {
        waiting.delete(key);
        lastStart.set(key, clock.now());
        return request();
      };
      if (delay === 0) return start();
      const slot = new Promise<T>((resolve, reject) => {
        clock.setTimeout(() => start().then(resolve, reject), delay);
      });
      waiting.set(key, slot);
      return slot;
    },
  };
}
