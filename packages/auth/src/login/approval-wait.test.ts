// @vitest-environment node
import type { RealtimeState } from '@paydeck/api-client';
import { APPROVAL_POLL_MS, startApprovalWait } from './approval-wait';

function fakeChannel() {
  const handlers: { onState?: (state: RealtimeState) => void; onApproval?: () => void } = {};
  const close = vi.fn();
  return {
    open: (given: Required<typeof handlers>) => {
      Object.assign(handlers, given);
      return { close };
    },
    state: (state: RealtimeState) => handlers.onState?.(state),
    approve: () => handlers.onApproval?.(),
    close,
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('waiting for a push approval: the realtime event first, polling only as the fallback', () => {
  test('with the channel open nothing is polled; the loginApproval event asks at once', () => {
    const check = vi.fn();
    const channel = fakeChannel();
    startApprovalWait({ check, openChannel: channel.open });
    channel.state('connecting');
    channel.state('open');
    expect(check).toHaveBeenCalledTimes(1); // the check as the channel opens
    vi.advanceTimersByTime(10 * APPROVAL_POLL_MS);
    expect(check).toHaveBeenCalledTimes(1);
    channel.approve();
    expect(check).toHaveBeenCalledTimes(2);
  });

  test('a refused channel (4401) falls back to polling every 3 s', () => {
    const check = vi.fn();
    const channel = fakeChannel();
    startApprovalWait({ check, openChannel: channel.open });
    channel.state('connecting');
    channel.state('unauthorized');
    vi.advanceTimersByTime(3 * APPROVAL_POLL_MS);
    expect(check).toHaveBeenCalledTimes(3);
  });

  test('a channel that drops polls until it is open again', () => {
    const check = vi.fn();
    const channel = fakeChannel();
    startApprovalWait({ check, openChannel: channel.open });
    channel.state('open');
    channel.state('waiting');
    vi.advanceTimersByTime(2 * APPROVAL_POLL_MS);
    expect(check).toHaveBeenCalledTimes(3);
    channel.state('open');
    vi.advanceTimersByTime(5 * APPROVAL_POLL_MS);
    expect(check).toHaveBeenCalledTimes(4);
  });

  test('before the channel opens, polling runs (a slow socket never delays the sign-in)', () => {
    const check = vi.fn();
    const channel = fakeChannel();
    startApprovalWait({ check, openChannel: channel.open });
    vi.advanceTimersByTime(APPROVAL_POLL_MS);
    expect(check).toHaveBeenCalledOnce();
  });

  test('without a channel (verifyDevice) it polls; stop ends polling and closes the channel', () => {
    const check = vi.fn();
    const stop = startApprovalWait({ check });
    vi.advanceTimersByTime(2 * APPROVAL_POLL_MS);
    expect(check).toHaveBeenCalledTimes(2);
    stop();
    vi.advanceTimersByTime(5 * APPROVAL_POLL_MS);
    expect(check).toHaveBeenCalledTimes(2);

    const channel = fakeChannel();
    startApprovalWait({ check, openChannel: channel.open })();
    expect(channel.close).toHaveBeenCalledOnce();
  });
});
