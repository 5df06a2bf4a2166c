// A seeded sandbox for one test file, called through Hono's app.request (no port) or, for
// dropped connections and WebSockets, served on a random loopback port.
import { randomBytes, randomUUID } from 'node:crypto';
import { serve } from '@hono/node-server';
import { inject } from 'vitest';
import { createApp } from '../app.ts';
import { pkceChallenge } from '../domains/identity/crypto.ts';
import type { Db } from '../db/open.ts';
import { createSandbox, type Sandbox } from '../sandbox.ts';
import { DEMO_PASSWORD, loginOf } from '../seed/people.ts';
import { defaultTestDbKind, openSeededDb, type TestDbKind } from './databases.ts';

// biome-ignore lint/suspicious/noExplicitAny: tests read answers of every shape without a schema
export interface Called<T = Record<string, any>> {
  status: number;
  body: T;
  headers: Headers;
}

export interface CallOptions {
  token?: string | undefined;
  key?: string;
  headers?: Record<string, string>;
}

type Tokens = { accessToken: string; refreshToken: string; expiresIn: number };

export interface TestSandbox {
  sandbox: Sandbox;
  db: Db;
  kind: TestDbKind;
  /** The sandbox clock: starts at the seeding time; `advance(ms)` moves it. */
  clock: { now: () => Date; advance: (ms: number) => void };
  /** A request; control calls (/__sandbox) carry the controls' secret. */
  request(path: string, init?: RequestInit): Promise<Response>;
  /** A request exactly as given (no secret added): what an attacker sends. */
  raw(path: string, init?: RequestInit): Promise<Response>;
  call(method: string, body?: unknown, options?: CallOptions): Promise<Called>;
  /** HTTP to the token service: JSON in, status + JSON out. */
  auth(method: string, path: string, body?: unknown, token?: string): Promise<Called>;
  /** Signs a demo person in through their flow (approving or reading codes as needed). */
  signIn(name: string): Promise<Tokens>;
  /** Serves the app on 127.0.0.1:<random port>; answers the base URL. */
  listen(): Promise<string>;
  close(): Promise<void>;
}

export const TEST_CONTROL_SECRET = 'test-control-secret';

export function pkcePair() {
  const verifier = randomBytes(96).toString('base64url').slice(0, 128);
  return { verifier, challenge: pkceChallenge(verifier) };
}

export async function createTestSandbox(
  kind: TestDbKind = defaultTestDbKind,
  options: { control?: boolean; trustedProxies?: string[] } = {},
): Promise<TestSandbox> {
  const opened = await openSeededDb(kind, inject('pgliteSnapshot'));
  let now = new Date(inject('seededAt')).getTime() + 60_000;
  const clock = {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  };
  const sandbox = createSandbox({
    db: opened.db,
    dbKind: opened.kind,
    control: options.control ?? true,
    controlSecret: TEST_CONTROL_SECRET,
    trustedProxies: options.trustedProxies ?? [],
    now: clock.now,
  });
  const { app, injectWebSocket } = createApp(sandbox);
  const servers: { close(callback: () => void): void; closeAllConnections?: () => void }[] = [];

  const raw = async (path: string, init?: RequestInit) => app.request(path, init);
  const request = async (path: string, init?: RequestInit) => {
    if (!path.startsWith('/__sandbox')) return raw(path, init);
    const headers = new Headers(init?.headers);
    if (!headers.has('x-sandbox-secret')) headers.set('x-sandbox-secret', TEST_CONTROL_SECRET);
    return raw(path, { ...init, headers });
  };
  const json = async (response: Response) => {
    const text = await response.text();
    return text ? JSON.parse(text) : null;
  };

  const call: TestSandbox['call'] = async (method, body = {}, callOptions = {}) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...callOptions.headers };
    if (callOptions.token) headers.authorization = `Bearer ${callOptions.token}`;
    if (callOptions.key) headers['idempotency-key'] = callOptions.key;
    const response = await request(`/api?method=${encodeURIComponent(method)}`, {
      method: 'POST',
      headers,
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: response.status, body: await json(response), headers: response.headers };
  };

  const auth: TestSandbox['auth'] = async (method, path, body, token) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await request(`/auth${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: await json(response), headers: response.headers };
  };

  const signIn: TestSandbox['signIn'] = async (name) => {
    const { verifier, challenge } = pkcePair();
    const login = await auth('POST', '/login', {
      client: 'spa',
      username: loginOf(name),
      password: DEMO_PASSWORD,
      codeChallenge: challenge,
    });
    if (login.status !== 200) throw new Error(`login ${name}: ${login.status} ${JSON.stringify(login.body)}`);
    if (login.body.flow === 'simple') return login.body as Tokens;
    let otp: string | undefined;
    if (login.body.flow === 'otp' || login.body.flow === 'sms') {
      const to = login.body.flow === 'otp' ? loginOf(name) : '';
      const messages = (await json(await request(`/__sandbox/messages?to=${encodeURIComponent(to)}`))).messages;
      otp = messages.find((m: { kind: string }) => m.kind === login.body.flow)?.code;
    }
    if (login.body.flow === 'push' || login.body.flow === 'verifyDevice') {
      const messages = (await json(await request(`/__sandbox/messages?to=${encodeURIComponent(loginOf(name))}`)))
        .messages;
      const key = login.body.key ?? messages.find((m: { loginKey: string | null }) => m.loginKey)?.loginKey;
      // The person's phone answers (the inbox's control plays it, with the device's credentials).
      const confirmed = await request(`/__sandbox/push/${encodeURIComponent(key)}/approve`, { method: 'POST' });
      if (confirmed.status !== 204) throw new Error(`confirm ${name}: ${confirmed.status}`);
    }
    const tokens = await auth('POST', '/token', { code: login.body.code, codeVerifier: verifier, otp });
    if (tokens.status !== 200) throw new Error(`token ${name}: ${tokens.status} ${JSON.stringify(tokens.body)}`);
    return tokens.body as Tokens;
  };

  const listen: TestSandbox['listen'] = () =>
    new Promise((resolve) => {
      const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
        resolve(`http://127.0.0.1:${info.port}`),
      );
      injectWebSocket(server);
      servers.push(server as never);
    });

  return {
    sandbox,
    db: opened.db,
    kind,
    clock,
    request,
    raw,
    call,
    auth,
    signIn,
    listen,
    async close() {
      for (const server of servers) {
        server.closeAllConnections?.();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
      await opened.close();
    },
  };
}

export const newKey = () => randomUUID();
