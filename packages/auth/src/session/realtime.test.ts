// @vitest-environment node
import type { Realtime, RealtimeEvent, RealtimeListener } from '@paydeck/api-client';
import { createSessionRealtime } from './realtime';

function fakeRealtime() {
  const listeners = new Set<RealtimeListener>();
  const channel = {
    start: vi.fn(),
    close: vi.fn(),
    languageChanged: vi.fn(),
    subscribe: (listener: RealtimeListener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    state: 'idle',
    malformedFrames: 0,
    emit: (event: RealtimeEvent) => {
      for (const listener of listeners) listener(event);
    },
  };
  return channel as typeof channel & Realtime;
}

describe('createSessionRealtime', () => {
  test('opens one channel per session; listeners follow from one session to the next', () => {
    const channels: ReturnType<typeof fakeRealtime>[] = [];
    const realtime = createSessionRealtime(() => {
      const channel = fakeRealtime();
      channels.push(channel);
      return channel;
    });
    const listener = vi.fn();
    const unsubscribe = realtime.subscribe(listener);
    realtime.start();
    realtime.start();
    expect(channels).toHaveLength(1);
    expect(channels[0]?.start).toHaveBeenCalledOnce();
    channels[0]?.emit({ type: 'passwordChange', code: 'success' });
    realtime.stop();
    expect(channels[0]?.close).toHaveBeenCalledOnce();
    channels[0]?.emit({ type: 'passwordChange' }); // a closed channel delivers nothing
    realtime.start();
    channels[1]?.emit({ type: 'twoStepModeSet' });
    expect(listener.mock.calls.map(([event]) => event.type)).toEqual(['passwordChange', 'twoStepModeSet']);
    unsubscribe();
    channels[1]?.emit({ type: 'twoStepModeSet' });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  test("a change of language reaches the session's open channel; with none open it is nothing", () => {
    const channels: ReturnType<typeof fakeRealtime>[] = [];
    const realtime = createSessionRealtime(() => {
      const channel = fakeRealtime();
      channels.push(channel);
      return channel;
    });
    realtime.languageChanged();
    realtime.start();
    realtime.languageChanged();
    expect(channels[0]?.languageChanged).toHaveBeenCalledOnce();
  });
});
