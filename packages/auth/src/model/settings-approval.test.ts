// @vitest-environment node
import { PUSH_APPROVAL_TIMEOUT_MS, twoStepNext, waitForPush } from './settings-approval';

describe('twoStepNext: a two-step change needs its request id', () => {
  test.each([
    [
      { reqId: 42, approvalSentTo: '+37*****123' },
      { kind: 'confirm', reqId: 42, sentTo: '+37*****123' },
    ],
    [{ reqId: 'r-7' }, { kind: 'confirm', reqId: 'r-7', sentTo: null }],
    [{ reqId: 0 }, { kind: 'confirm', reqId: 0, sentTo: null }],
    [{}, { kind: 'noOperationId' }],
    [{ reqId: null }, { kind: 'noOperationId' }],
    [{ reqId: '' }, { kind: 'noOperationId' }],
    [{ reqId: '  ' }, { kind: 'noOperationId' }],
  ])('%j → %j', (answer, expected) => {
    expect(twoStepNext(answer)).toEqual(expected);
  });
});

describe('waitForPush: a push-approved password change ends once', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup() {
    let listener: ((event: { code?: string }) => void) | undefined;
    const unsubscribe = vi.fn();
    const onEnd = vi.fn();
    const wait = waitForPush({
      subscribe: (given) => {
        listener = given;
        return unsubscribe;
      },
      onEnd,
    });
    return { emit: (code?: string) => listener?.({ code }), unsubscribe, onEnd, wait };
  }

  test('the passwordChange event ends it with its code, and stops listening', () => {
    const { emit, onEnd, unsubscribe } = setup();
    emit('confirmed');
    emit('canceled');
    expect(onEnd.mock.calls).toEqual([[{ kind: 'event', code: 'confirmed' }]]);
    expect(unsubscribe).toHaveBeenCalled();
  });

  test('no answer within the time limit ends it', () => {
    const { onEnd } = setup();
    vi.advanceTimersByTime(PUSH_APPROVAL_TIMEOUT_MS - 1);
    expect(onEnd).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onEnd).toHaveBeenCalledWith({ kind: 'timeout' });
  });

  test('cancel ends it; a later event is ignored; stop ends it silently', () => {
    const first = setup();
    first.wait.cancel();
    first.emit('confirmed');
    expect(first.onEnd.mock.calls).toEqual([[{ kind: 'canceled' }]]);
    const second = setup();
    second.wait.stop();
    second.emit('confirmed');
    vi.advanceTimersByTime(PUSH_APPROVAL_TIMEOUT_MS);
    expect(second.onEnd).not.toHaveBeenCalled();
  });
});
