import * as v from 'valibot';
import type { TokenGetter } from '../api-client.ts';
import { reconnectDelay, type BackoffOptions } from './backoff.ts';
import { ServerFrameSchema, type RealtimeEvent, type RealtimeEventType } from './schemas.ts';
import { realtimeUrl } from './url.ts';

/** The part of the WebSocket API this client uses; a test passes a fake. */
export interface WebSocketLike {
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason?: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}
export type WebSocketFactory = new (url: string) => WebSocketLike;

export type RealtimeState = 'idle' | 'connecting' | 'open' | 'waiting' | 'unauthorized' | 'closed';
export type RealtimeListener = (event: RealtimeEvent) => void;

export interface RealtimeOptions {
  /** "/ws" on the same origin, or an absolute ws(s)/http(s) URL. */
  url: string;
  getAccessToken: TokenGetter;
  /** The server closed with 4401 (bad token): the session is over; no reconnect. */
  onAuthError?: (() => void) | undefined;
  WebSocket?: WebSocketFactory | undefined;
  backoff?: BackoffOptions | undefined;
  /** Default 25 s. */
  pingIntervalMs?: number | undefined;
  /** No frame within this time after a ping: the connection is dead and is replaced. Default 10 s. */
  pongTimeoutMs?: number | undefined;
  random?: (() => number) | undefined;
  /** Told once, at the first malformed frame (default: console.warn). */
  onMalformed?: ((frame: unknown) => void) | undefined;
  location?: { protocol: string; host: string } | undefined;
  /** Told at every change of state ('open' when the server accepted the token, 'unauthorized' on 4401…). */
  onStateChange?: ((state: RealtimeState) => void) | undefined;
  /** The interface language (en es ro ru ua pt): the server writes this connection's notifications in it. */
  getLanguage?: (() => string | undefined) | undefined;
}

export interface Realtime {
  /** Opens the channel; does nothing unless idle (one socket per session). */
  start(): void;
  /** Closes for good; the next session makes a new client. */
  close(): void;
  /** The interface language changed: tells the server (a `language` frame), so new notifications come in it. */
  languageChanged(): void;
  /** Every publish event, or only those of the given types. */
  subscribe(listener: RealtimeListener, types?: RealtimeEventType | readonly RealtimeEventType[]): () => void;
  readonly state: RealtimeState;
  readonly malformedFrames: number;
}

export const AUTH_CLOSE_CODE = 4401;
const PING_INTERVAL_MS = 25_000;
const PONG_TIMEOUT_MS = 10_000;

export function createRealtime(options: RealtimeOptions): Realtime {
  const Socket = options.WebSocket ?? (globalThis.WebSocket as unknown as WebSocketFactory);
  const random = options.random ?? Math.random;
  const pingEvery = options.pingIntervalMs ?? PING_INTERVAL_MS;
  const pongWithin = options.pongTimeoutMs ?? PONG_TIMEOUT_MS;
  const subscribers = new Set<{ listener: RealtimeListener; types: ReadonlySet<string> | undefined }>();
  let state: RealtimeState = 'idle';
  let socket: WebSocketLike | undefined;
  let attempt = 0;
  let malformed = 0;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let pongTimer: ReturnType<typeof setTimeout> | undefined;

  const finished = () => state === 'closed' || state === 'unauthorized';

  function setState(next: RealtimeState) {
    if (next === state) return;
    state = next;
    options.onStateChange?.(next);
  }

  function stopHeartbeat() {
    clearInterval(pingTimer);
    clearTimeout(pongTimer);
    pingTimer = pongTimer = undefined;
  }

  function detach(current: WebSocketLike) {
    current.onopen = current.onmessage = current.onclose = current.onerror = null;
    stopHeartbeat();
    if (socket === current) socket = undefined;
  }

  function scheduleReconnect() {
    if (finished()) return;
    attempt += 1;
    setState('waiting');
    reconnectTimer = setTimeout(() => void connect(), reconnectDelay(attempt, random, options.backoff));
  }

  /** A connection that stopped answering: drop it without waiting for a close handshake, and reconnect. */
  function replace(current: WebSocketLike) {
    detach(current);
    try {
      current.close(4000, 'no pong');
    } catch {
      // already closed
    }
    scheduleReconnect();
  }

  function heartbeat(current: WebSocketLike) {
    pingTimer = setInterval(() => {
      current.send(JSON.stringify({ type: 'ping' }));
      clearTimeout(pongTimer);
      pongTimer = setTimeout(() => replace(current), pongWithin);
    }, pingEvery);
  }

  function deliver(event: RealtimeEvent) {
    for (const { listener, types } of [...subscribers]) {
      if (types && !types.has(event.type)) continue;
      try {
        listener(event);
      } catch (error) {
        console.error('realtime listener failed', error);
      }
    }
  }

  function receive(data: unknown) {
    clearTimeout(pongTimer); // any frame proves the connection alive
    const frame = typeof data === 'string' ? v.safeParse(ServerFrameSchema, parseJson(data)) : undefined;
    if (!frame?.success) {
      malformed += 1;
      if (malformed === 1)
        (options.onMalformed ?? ((raw) => console.warn('realtime: malformed frame ignored', raw)))(data);
      return;
    }
    if (frame.output.type === 'publish') deliver(frame.output.event);
  }

  async function connect() {
    reconnectTimer = undefined;
    setState('connecting');
    let token: string | null | undefined;
    try {
      token = await options.getAccessToken();
    } catch {
      scheduleReconnect();
      return;
    }
    if (finished()) return;
    if (!token) {
      setState('idle'); // no session: nothing to open
      return;
    }
    let current: WebSocketLike;
    try {
      current = new Socket(
        realtimeUrl(
          options.url,
          token,
          options.location ?? (globalThis as { location?: { protocol: string; host: string } }).location,
          options.getLanguage?.(),
        ),
      );
    } catch (error) {
      console.error('realtime: cannot open', error);
      scheduleReconnect();
      return;
    }
    socket = current;
    current.onopen = () => {
      attempt = 0;
      setState('open');
      heartbeat(current);
    };
    current.onmessage = (event) => receive(event.data);
    current.onerror = () => {}; // a close event follows
    current.onclose = (event) => {
      detach(current);
      if (finished()) return;
      if (event.code === AUTH_CLOSE_CODE) {
        setState('unauthorized');
        options.onAuthError?.();
        return;
      }
      scheduleReconnect();
    };
  }

  return {
    start() {
      if (state === 'idle') void connect();
    },
    close() {
      setState('closed');
      clearTimeout(reconnectTimer);
      const current = socket;
      if (current) {
        detach(current);
        current.close(1000, 'closed by client');
      }
    },
    languageChanged() {
      const lang = options.getLanguage?.();
      // A socket not open yet sends its language in the URL when it opens.
      if (socket && state === 'open' && lang) socket.send(JSON.stringify({ type: 'language', lang }));
    },
    subscribe(listener, types) {
      const entry = { listener, types: types === undefined ? undefined : new Set<string>([types].flat()) };
      subscribers.add(entry);
      return () => {
        subscribers.delete(entry);
      };
    },
    get state() {
      return state;
    },
    get malformedFrames() {
      return malformed;
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
