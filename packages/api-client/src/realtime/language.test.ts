// @vitest-environment node
// The realtime channel tells the server the interface language: in the URL it opens, and in a `language` frame
// when the person switches (the server writes the session's notifications in it).
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { FakeSocket } from '../testing/fake-socket.ts';
import { createRealtime } from './realtime.ts';
import { realtimeUrl } from './url.ts';

const flush = () => vi.advanceTimersByTimeAsync(0);

function setup(getLanguage: () => string | undefined) {
  let tokens = 0;
  return createRealtime({
    url: 'wss://sandbox.test/ws',
    getAccessToken: async () => `token-${++tokens}`,
    WebSocket: FakeSocket,
    random: () => 0,
    getLanguage,
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.reset();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the interface language on the realtime channel', () => {
  test.each([
    ['ru', 'wss://sandbox.test/ws?token=token-1&lang=ru'],
    ['en', 'wss://sandbox.test/ws?token=token-1&lang=en'],
    [undefined, 'wss://sandbox.test/ws?token=token-1'],
  ])('is told (%s) in the URL it opens', async (lang, url) => {
    setup(() => lang).start();
    await flush();
    expect(FakeSocket.last().url).toBe(url);
  });

  test('realtimeUrl encodes it after the token', () => {
    expect(realtimeUrl('/ws', 'a+b', { protocol: 'https:', host: 'app.test' }, 'pt')).toBe(
      'wss://app.test/ws?token=a%2Bb&lang=pt',
    );
  });

  test('a change is told on the open socket, and in the URL of the next one', async () => {
    let lang = 'en';
    const realtime = setup(() => lang);
    realtime.start();
    await flush();
    lang = 'ru';
    realtime.languageChanged(); // not open yet: nothing sent, the URL already went
    expect(FakeSocket.last().sent).toEqual([]);
    FakeSocket.last().open();
    lang = 'es';
    realtime.languageChanged();
    expect(FakeSocket.last().sent).toEqual([{ type: 'language', lang: 'es' }]);
    FakeSocket.last().drop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.last().url).toBe('wss://sandbox.test/ws?token=token-2&lang=es');
  });
});
