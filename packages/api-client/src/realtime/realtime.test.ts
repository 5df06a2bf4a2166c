// @vitest-environment node
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { reconnectDelay } from './backoff.ts';
import { FakeSocket } from '../testing/fake-socket.ts';
import { createRealtime, type RealtimeOptions } from './realtime.ts';
import type { RealtimeEvent } from './schemas.ts';
import { realtimeUrl } from './url.ts';

const flush = () => vi.advanceTimersByTimeAsync(0);

function setup(overrides: Partial<RealtimeOptions> = {}) {
  let tokens = 0;
  const getAccessToken = vi.fn(async () => `token-${++tokens}`);
  const onAuthError = vi.fn();
  const onMalformed = vi.fn();
  const realtime = createRealtime({
    url: 'wss://sandbox.test/ws',
    getAccessToken,
    onAuthError,
    onMalformed,
    WebSocket: FakeSocket,
    random: () => 0,
    ...overrides,
  });
  return { realtime, getAccessToken, onAuthError, onMalformed };
}

async function started(overrides: Partial<RealtimeOptions> = {}) {
  const context = setup(overrides);
  context.realtime.start();
  await flush();
  FakeSocket.last().open();
  return context;
}

const publish = (event: object) => ({ type: 'publish', event });

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.reset();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('connection', () => {
  test('opens one socket per session with the access token in the URL', async () => {
    const { realtime } = setup();
    realtime.start();
    realtime.start();
    await flush();
    expect(FakeSocket.instances).toHaveLength(1);
    expect(FakeSocket.last().url).toBe('wss://sandbox.test/ws?token=token-1');
    expect(realtime.state).toBe('connecting');
    FakeSocket.last().open();
    expect(realtime.state).toBe('open');
    realtime.start();
    await flush();
    expect(FakeSocket.instances).toHaveLength(1);
  });

  test('without a token nothing is opened', async () => {
    const { realtime } = setup({ getAccessToken: async () => undefined });
    realtime.start();
    await flush();
    expect(FakeSocket.instances).toHaveLength(0);
    expect(realtime.state).toBe('idle');
  });

  test.each([
    ['/ws', { protocol: 'http:', host: 'localhost:5173' }, 'ws://localhost:5173/ws?token=a%2Bb%2Fc%3D'],
    ['/ws', { protocol: 'https:', host: 'app.paydeck.test' }, 'wss://app.paydeck.test/ws?token=a%2Bb%2Fc%3D'],
    ['https://api.paydeck.test/ws', undefined, 'wss://api.paydeck.test/ws?token=a%2Bb%2Fc%3D'],
    ['ws://127.0.0.1:8787/ws?v=1', undefined, 'ws://127.0.0.1:8787/ws?v=1&token=a%2Bb%2Fc%3D'],
  ])('realtimeUrl(%s)', (url, location, expected) => {
    expect(realtimeUrl(url, 'a+b/c=', location)).toBe(expected);
  });
});

describe('events', () => {
  test('delivers typed publish events to subscribers, filtered by type', async () => {
    const { realtime } = await started();
    const all: RealtimeEvent[] = [];
    const transactions: RealtimeEvent[] = [];
    realtime.subscribe((event) => all.push(event));
    realtime.subscribe((event) => transactions.push(event), 'transaction');
    const notification = { type: 'info', status: 'info', title: 'Hello', body: 'World' };
    FakeSocket.last().frame(publish({ type: 'notification', notification }));
    FakeSocket.last().frame(publish({ type: 'transaction', code: 'OK' }));
    FakeSocket.last().frame(publish({ type: 'loginApproval', device: { id: 1, name: 'Pixel', type: 'android' } }));
    expect(all.map((event) => event.type)).toEqual(['notification', 'transaction', 'loginApproval']);
    expect(all[0]?.notification).toEqual(notification);
    expect(all[2]?.device).toMatchObject({ id: 1, name: 'Pixel' });
    expect(transactions).toEqual([{ type: 'transaction', code: 'OK' }]);
  });

  test('keeps the transaction object of a transaction event (operation, status, the rejection reason)', async () => {
    const { realtime } = await started();
    const seen: RealtimeEvent[] = [];
    realtime.subscribe((event) => seen.push(event), 'transaction');
    const transaction = {
      operationId: 'op_1',
      transactionId: 131,
      statusId: 26,
      message: null,
      errors: [{ param: 'approvalCode', description: 'was wrong too many times' }],
    };
    FakeSocket.last().frame(publish({ type: 'transaction', code: 'rejected', transaction }));
    FakeSocket.last().frame(publish({ type: 'transaction', code: 'booked', transaction: { transactionId: 7 } }));
    expect(seen).toEqual([
      { type: 'transaction', code: 'rejected', transaction },
      { type: 'transaction', code: 'booked', transaction: { transactionId: 7 } },
    ]);
  });

  test('a list of types filters too; unsubscribe stops delivery', async () => {
    const { realtime } = await started();
    const seen: string[] = [];
    const unsubscribe = realtime.subscribe(
      (event) => seen.push(event.type),
      ['twoStepModeSet', 'twoStepModeConfirmed'],
    );
    FakeSocket.last().frame(publish({ type: 'twoStepModeSet' }));
    FakeSocket.last().frame(publish({ type: 'passwordChange' }));
    FakeSocket.last().frame(publish({ type: 'twoStepModeConfirmed' }));
    unsubscribe();
    FakeSocket.last().frame(publish({ type: 'twoStepModeSet' }));
    expect(seen).toEqual(['twoStepModeSet', 'twoStepModeConfirmed']);
  });

  test('a throwing listener does not stop the others', async () => {
    const { realtime } = await started();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const second = vi.fn();
    realtime.subscribe(() => {
      throw new Error('listener bug');
    });
    realtime.subscribe(second);
    FakeSocket.last().frame(publish({ type: 'transaction' }));
    expect(second).toHaveBeenCalledOnce();
    expect(error).toHaveBeenCalledOnce();
  });

  test.each([
    ['not JSON', '{oops'],
    ['an unknown frame type', { type: 'hello' }],
    ['a publish without event', { type: 'publish' }],
    ['an event without type', publish({ code: 'x' })],
    ['a notification without status', publish({ type: 'notification', notification: { type: 'info' } })],
    ['a JSON string', '"publish"'],
    ['a transaction with a non-numeric status', publish({ type: 'transaction', transaction: { statusId: '2' } })],
    [
      'a transaction error without description',
      publish({ type: 'transaction', transaction: { errors: [{ param: 'x' }] } }),
    ],
  ])('ignores a malformed frame: %s', async (_case, frame) => {
    const { realtime, onMalformed } = await started();
    const listener = vi.fn();
    realtime.subscribe(listener);
    FakeSocket.last().frame(frame);
    FakeSocket.last().frame(publish({ type: 'transaction' }));
    expect(listener).toHaveBeenCalledOnce();
    expect(realtime.malformedFrames).toBe(1);
    expect(onMalformed).toHaveBeenCalledOnce();
    expect(realtime.state).toBe('open');
  });

  test('counts every malformed frame but reports only the first', async () => {
    const { realtime, onMalformed } = await started();
    FakeSocket.last().frame('x');
    FakeSocket.last().raw(new ArrayBuffer(2));
    FakeSocket.last().frame({ type: 'nope' });
    expect(realtime.malformedFrames).toBe(3);
    expect(onMalformed).toHaveBeenCalledExactlyOnceWith('x');
  });
});

describe('reconnecting', () => {
  test('reconnects after a drop with a fresh token and exponential delays, reset by a successful open', async () => {
    const { realtime, getAccessToken } = await started({ random: () => 0 });
    // random 0 gives half of each ceiling: 500, 1000, 2000 ms.
    for (const [index, delay] of [
      [1, 500],
      [2, 1000],
      [3, 2000],
    ] as const) {
      FakeSocket.last().drop();
      expect(realtime.state).toBe('waiting');
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(FakeSocket.instances).toHaveLength(index);
      await vi.advanceTimersByTimeAsync(1);
      expect(FakeSocket.instances).toHaveLength(index + 1);
    }
    expect(FakeSocket.last().url).toBe('wss://sandbox.test/ws?token=token-4');
    expect(getAccessToken).toHaveBeenCalledTimes(4);
    FakeSocket.last().open();
    FakeSocket.last().drop();
    await vi.advanceTimersByTimeAsync(500);
    expect(FakeSocket.instances).toHaveLength(5);
  });

  test.each([
    [1, 0, 500],
    [1, 1, 1000],
    [2, 0.5, 1500],
    [5, 1, 16_000],
    [6, 1, 30_000],
    [50, 1, 30_000],
    [50, 0, 15_000],
  ])('reconnectDelay(attempt %i, random %d) = %i ms', (attempt, random, expected) => {
    expect(reconnectDelay(attempt, () => random)).toBe(expected);
  });

  test('tells every change of state: connecting, open, and unauthorized on 4401', async () => {
    const onStateChange = vi.fn();
    const { realtime } = await started({ onStateChange });
    FakeSocket.last().drop(4401);
    expect(onStateChange.mock.calls.map(([state]) => state)).toEqual(['connecting', 'open', 'unauthorized']);
    expect(realtime.state).toBe('unauthorized');
  });

  test('a close with 4401 ends the session: no reconnect', async () => {
    const { realtime, onAuthError } = await started();
    FakeSocket.last().drop(4401);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(realtime.state).toBe('unauthorized');
    expect(onAuthError).toHaveBeenCalledOnce();
  });

  test('close() closes the socket and stops reconnecting, also when a reconnect was waiting', async () => {
    const { realtime } = await started();
    FakeSocket.last().drop();
    realtime.close();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(FakeSocket.instances).toHaveLength(1);

    FakeSocket.reset();
    const second = await started();
    const socket = FakeSocket.last();
    second.realtime.close();
    expect(socket.closedWith?.code).toBe(1000);
    socket.drop(1000);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(second.realtime.state).toBe('closed');
  });

  test('a token getter that throws is retried later', async () => {
    const getAccessToken = vi.fn().mockRejectedValueOnce(new Error('refresh in progress')).mockResolvedValue('t');
    const { realtime } = setup({ getAccessToken });
    realtime.start();
    await flush();
    expect(FakeSocket.instances).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(500);
    expect(FakeSocket.last().url).toBe('wss://sandbox.test/ws?token=t');
  });
});

describe('keepalive', () => {
  test('pings every 25 s; an answered ping keeps the socket', async () => {
    await started();
    const socket = FakeSocket.last();
    await vi.advanceTimersByTimeAsync(25_000);
    expect(socket.sent).toEqual([{ type: 'ping' }]);
    socket.frame({ type: 'pong' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(socket.closedWith).toBeUndefined();
    await vi.advanceTimersByTimeAsync(15_000);
    expect(socket.sent).toHaveLength(2);
  });

  test('no answer within 10 s of a ping replaces the socket', async () => {
    const { realtime } = await started();
    const socket = FakeSocket.last();
    await vi.advanceTimersByTimeAsync(25_000 + 9_999);
    expect(socket.closedWith).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.closedWith?.code).toBe(4000);
    expect(realtime.state).toBe('waiting');
    await vi.advanceTimersByTimeAsync(500);
    expect(FakeSocket.instances).toHaveLength(2);
    expect(FakeSocket.last()).not.toBe(socket);
  });

  test('no pings after close()', async () => {
    const { realtime } = await started();
    const socket = FakeSocket.last();
    realtime.close();
    await vi.advanceTimersByTimeAsync(100_000);
    expect(socket.sent).toEqual([]);
  });
});
