// @vitest-environment node
import { createIdleTimer } from './idle';

const minute = 60_000;

function setup() {
  const onWarn = vi.fn();
  const onIdle = vi.fn();
  const timer = createIdleTimer({ timeoutMs: 15 * minute, warnBeforeMs: minute, onWarn, onIdle });
  return { timer, onWarn, onIdle };
}

describe('createIdleTimer (15 minutes, warning 60 s before)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test('warns at 14 minutes and logs out at 15 without activity', () => {
    const { onWarn, onIdle, timer } = setup();
    vi.advanceTimersByTime(14 * minute - 1);
    expect(onWarn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onWarn).toHaveBeenCalledOnce();
    expect(onWarn).toHaveBeenCalledWith(Date.parse('2026-11-22T10:15:00Z'));
    expect(timer.isWarning).toBe(true);
    vi.advanceTimersByTime(minute - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledOnce();
    timer.stop();
  });

  test('activity moves the deadline', () => {
    const { onWarn, onIdle, timer } = setup();
    vi.advanceTimersByTime(10 * minute);
    timer.activity();
    vi.advanceTimersByTime(10 * minute);
    expect(onWarn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(4 * minute);
    expect(onWarn).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(minute);
    expect(onIdle).toHaveBeenCalledOnce();
  });

  test('activity during the warning does not dismiss it; keepAlive does', () => {
    const { onWarn, onIdle, timer } = setup();
    vi.advanceTimersByTime(14 * minute + 30_000);
    timer.activity();
    expect(timer.isWarning).toBe(true);
    timer.keepAlive();
    expect(timer.isWarning).toBe(false);
    vi.advanceTimersByTime(14 * minute - 1);
    expect(onIdle).not.toHaveBeenCalled();
    expect(onWarn).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(1);
    expect(onWarn).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(minute);
    expect(onIdle).toHaveBeenCalledOnce();
  });

  test('a timer that fires late (sleep) logs out at once when the deadline has passed', () => {
    const onWarn = vi.fn();
    const onIdle = vi.fn();
    let clock = Date.now();
    const timer = createIdleTimer({ timeoutMs: 15 * minute, warnBeforeMs: minute, onWarn, onIdle, now: () => clock });
    clock += 20 * minute; // the machine slept; the timer fires once afterwards
    vi.advanceTimersByTime(14 * minute);
    expect(onIdle).toHaveBeenCalledOnce();
    expect(onWarn).not.toHaveBeenCalled();
    timer.stop();
  });

  test('stop cancels everything', () => {
    const { onWarn, onIdle, timer } = setup();
    timer.stop();
    vi.advanceTimersByTime(60 * minute);
    expect(onWarn).not.toHaveBeenCalled();
    expect(onIdle).not.toHaveBeenCalled();
  });
});
