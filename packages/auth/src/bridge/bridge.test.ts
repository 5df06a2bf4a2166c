import { createBridge, type BridgeWindow } from './bridge';
import { readHostMessage } from './host-message';
import { isTrustedHostMessage } from './messages';

const host = 'https://app.paydeck.example';
const self = { name: 'self' };
const parent = { name: 'parent' };
const stranger = { name: 'popup' };

describe('isTrustedHostMessage: only the expected host is listened to', () => {
  test.each<[string, { origin: string; source: unknown }, string, boolean]>([
    ['the host frame', { origin: host, source: parent }, host, true],
    ['the wrapper injecting into this window', { origin: host, source: self }, host, true],
    ['another origin', { origin: 'https://evil.example', source: parent }, host, false],
    ['a look-alike origin', { origin: 'https://app.paydeck.example.evil.example', source: parent }, host, false],
    ['the origin with a trailing slash', { origin: `${host}/`, source: parent }, host, false],
    ['http instead of https', { origin: 'http://app.paydeck.example', source: parent }, host, false],
    ['the right origin from a popup or another frame', { origin: host, source: stranger }, host, false],
    ['no source', { origin: host, source: null }, host, false],
    ['the opaque "null" origin', { origin: 'null', source: parent }, 'null', false],
    ['a wildcard expectation', { origin: host, source: parent }, '*', false],
    ['no expectation', { origin: '', source: parent }, '', false],
  ])('%s -> %s', (_label, event, expected, trusted) => {
    expect(isTrustedHostMessage({ ...event, data: {} }, expected, self, parent)).toBe(trusted);
  });
});

describe('readHostMessage', () => {
  test.each([
    ['an object', { type: 'pushToken', pushToken: 'abc' }, { type: 'pushToken', pushToken: 'abc' }],
    ['JSON text (native wrappers)', '{"type":"deviceSecret","secret":"s3"}', { type: 'deviceSecret', secret: 's3' }],
    ['logout', { type: 'logout' }, { type: 'logout' }],
    ['an unknown type', { type: 'eval', code: 'x' }, undefined],
    ['an empty token', { type: 'pushToken', pushToken: '' }, undefined],
    ['not JSON', '<html>', undefined],
    ['nothing', undefined, undefined],
  ])('%s', (_label, data, expected) => {
    expect(readHostMessage(data)).toEqual(expected);
  });
});

function fakeWindow(options: { native?: boolean } = {}) {
  const listeners = new Set<(event: MessageEvent) => void>();
  const posted: unknown[] = [];
  const parentWindow = { postMessage: vi.fn((message: unknown, origin: string) => posted.push({ message, origin })) };
  const win: BridgeWindow = {
    ReactNativeWebView: options.native ? { postMessage: (message: string) => posted.push(message) } : undefined,
    parent: options.native ? undefined : parentWindow,
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
  };
  if (options.native) win.parent = win;
  const dispatch = (event: Partial<MessageEvent>) => {
    for (const listener of listeners) listener(event as MessageEvent);
  };
  return { win, posted, dispatch, parentWindow, listeners };
}

describe('createBridge', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test('waits 100 ms on initialisation, then posts to the host frame with its origin only', async () => {
    const { win, posted } = fakeWindow();
    const bridge = createBridge({ win, hostOrigin: host, enabled: true });
    const sent = bridge.send('loginSuccess');
    await vi.advanceTimersByTimeAsync(99);
    expect(posted).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await sent;
    expect(posted).toEqual([{ message: { source: 'paydeck-web', type: 'loginSuccess' }, origin: host }]);
  });

  test('a native wrapper gets JSON text', async () => {
    const { win, posted } = fakeWindow({ native: true });
    const bridge = createBridge({ win, hostOrigin: host, enabled: true });
    const sent = bridge.send('tokenUpdated', { accessToken: 't' });
    await vi.advanceTimersByTimeAsync(100);
    await sent;
    expect(posted).toEqual([
      JSON.stringify({ source: 'paydeck-web', type: 'tokenUpdated', payload: { accessToken: 't' } }),
    ]);
  });

  test('without the mobile-app flag nothing is sent or heard', async () => {
    const { win, posted, listeners } = fakeWindow();
    const bridge = createBridge({ win, hostOrigin: host, enabled: false });
    expect(bridge.isActive).toBe(false);
    await bridge.send('logout');
    bridge.subscribe(vi.fn());
    expect(posted).toEqual([]);
    expect(listeners.size).toBe(0);
  });

  test('delivers trusted, well-formed host messages only, in order', async () => {
    vi.useRealTimers(); // the schema arrives by a dynamic import
    const { win, dispatch } = fakeWindow();
    const bridge = createBridge({ win, hostOrigin: host, enabled: true });
    const listener = vi.fn();
    const unsubscribe = bridge.subscribe(listener);
    dispatch({ origin: 'https://evil.example', source: win.parent as MessageEventSource, data: { type: 'logout' } });
    dispatch({ origin: host, source: win.parent as MessageEventSource, data: { type: 'unknown' } });
    dispatch({ origin: host, source: win.parent as MessageEventSource, data: { type: 'pushToken', pushToken: 'p' } });
    dispatch({ origin: host, source: win.parent as MessageEventSource, data: { type: 'deviceSecret', secret: 's' } });
    await vi.waitFor(() => expect(listener).toHaveBeenCalledTimes(2));
    expect(listener.mock.calls).toEqual([
      [{ type: 'pushToken', pushToken: 'p' }],
      [{ type: 'deviceSecret', secret: 's' }],
    ]);
    dispatch({ origin: host, source: win.parent as MessageEventSource, data: { type: 'logout' } });
    unsubscribe();
    dispatch({ origin: host, source: win.parent as MessageEventSource, data: { type: 'logout' } });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
