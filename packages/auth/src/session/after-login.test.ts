import { act, renderHook } from '@testing-library/react';
import {
  AFTER_LOGIN_DELAY_MS,
  cancelAfterLogin,
  onAfterLoginDelay,
  scheduleAfterLogin,
  useAfterLoginDelay,
} from './after-login';

describe('the after-login delay (5000 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cancelAfterLogin();
    vi.useRealTimers();
  });

  test('subscribers and the hook learn it 5000 ms after sign-in, not before', () => {
    const task = vi.fn();
    onAfterLoginDelay(task);
    const { result } = renderHook(() => useAfterLoginDelay());
    act(() => scheduleAfterLogin(Date.now()));
    act(() => vi.advanceTimersByTime(AFTER_LOGIN_DELAY_MS - 1));
    expect(task).not.toHaveBeenCalled();
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(task).toHaveBeenCalledOnce();
    expect(result.current).toBe(true);
    const late = vi.fn();
    onAfterLoginDelay(late);
    expect(late).toHaveBeenCalledOnce();
  });

  test('after a reload it counts from the moment sign-in completed', () => {
    const task = vi.fn();
    onAfterLoginDelay(task);
    scheduleAfterLogin(Date.now() - 4000);
    vi.advanceTimersByTime(999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();
  });

  test('logout cancels it', () => {
    const task = vi.fn();
    onAfterLoginDelay(task);
    scheduleAfterLogin(Date.now());
    cancelAfterLogin();
    vi.advanceTimersByTime(10_000);
    expect(task).not.toHaveBeenCalled();
  });
});
