import { createThrottle } from './throttle';

/** Runs calls at the given times against a fake clock; answers when each request started. */
async function startsFor(callTimes: number[], interval = 3000): Promise<{ starts: number[]; answers: number[] }> {
  vi.useFakeTimers({ now: 0 });
  const throttle = createThrottle(interval);
  const starts: number[] = [];
  const pending: Promise<number>[] = [];
  for (const at of callTimes) {
    await vi.advanceTimersByTimeAsync(at - Date.now());
    pending.push(
      throttle.run('accounts', async () => {
        starts.push(Date.now());
        return starts.length;
      }),
    );
  }
  await vi.advanceTimersByTimeAsync(60_000);
  const answers = await Promise.all(pending);
  vi.useRealTimers();
  return { starts, answers };
}

describe('throttle: at most one request per 3000 ms', () => {
  test.each([
    [[0], [0], [1]],
    [
      [0, 0, 0],
      [0, 3000],
      [1, 2, 2],
    ],
    [
      [0, 1000],
      [0, 3000],
      [1, 2],
    ],
    [
      [0, 1000, 2000],
      [0, 3000],
      [1, 2, 2],
    ],
    [
      [0, 3000],
      [0, 3000],
      [1, 2],
    ],
    [
      [0, 5000],
      [0, 5000],
      [1, 2],
    ],
    [
      [0, 1000, 3500],
      [0, 3000, 6000],
      [1, 2, 3],
    ],
    [
      [0, 2999, 3000],
      [0, 3000, 6000],
      [1, 2, 3],
    ],
  ])('calls at %j start requests at %j; callers get answers %j', async (calls, starts, answers) => {
    expect(await startsFor(calls)).toEqual({ starts, answers });
  });

  test('keys are throttled apart (one customer does not wait for another)', async () => {
    vi.useFakeTimers({ now: 0 });
    const throttle = createThrottle(3000);
    const starts: string[] = [];
    await throttle.run('a', async () => starts.push(`a@${Date.now()}`));
    await throttle.run('b', async () => starts.push(`b@${Date.now()}`));
    expect(starts).toEqual(['a@0', 'b@0']);
    vi.useRealTimers();
  });

  test('a failed request fails its callers and does not block the next slot', async () => {
    vi.useFakeTimers({ now: 0 });
    const throttle = createThrottle(3000);
    await expect(throttle.run('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    const next = throttle.run('k', async () => 'up');
    await vi.advanceTimersByTimeAsync(3000);
    await expect(next).resolves.toBe('up');
    vi.useRealTimers();
  });
});
