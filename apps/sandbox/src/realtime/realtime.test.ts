// @vitest-environment node
import { loginOf } from '../seed/people.ts';
import { createTestSandbox, pkcePair, type TestSandbox } from '../test/harness.ts';
import { SESSION_CHECK_MS } from './routes.ts';

/** A WebSocket client that queues frames so tests can await the next one. */
function connect(url: string) {
  const socket = new WebSocket(url);
  const frames: unknown[] = [];
  const waiting: ((frame: unknown) => void)[] = [];
  socket.addEventListener('message', (event) => {
    const frame = JSON.parse(String(event.data));
    const next = waiting.shift();
    if (next) next(frame);
    else frames.push(frame);
  });
  const closed = new Promise<number>((resolve) => socket.addEventListener('close', (event) => resolve(event.code)));
  const opened = new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve());
    socket.addEventListener('error', () => reject(new Error('WebSocket error')));
  });
  const next = () =>
    frames.length > 0 ? Promise.resolve(frames.shift()) : new Promise<unknown>((resolve) => waiting.push(resolve));
  return { socket, opened, closed, next };
}

describe('realtime channel', () => {
  let t: TestSandbox;
  let base: string;
  beforeAll(async () => {
    t = await createTestSandbox();
    base = (await t.listen()).replace('http', 'ws');
  });
  afterAll(() => t.close());

  test.each([['no-such-token'], ['']])('a bad token (%j) is closed with 4401', async (token) => {
    const client = connect(`${base}/ws?token=${token}`);
    expect(await client.closed).toBe(4401);
  });

  test('ping answers pong', async () => {
    const { accessToken } = await t.signIn('anna.personal');
    const client = connect(`${base}/ws?token=${accessToken}`);
    await client.opened;
    client.socket.send(JSON.stringify({ type: 'ping' }));
    expect(await client.next()).toEqual({ type: 'pong' });
    client.socket.close();
  });

  test('publish reaches every connection of that customer, and nobody else', async () => {
    const anna = await t.signIn('anna.personal');
    const pavel = await t.signIn('pavel.push');
    const tabs = [connect(`${base}/ws?token=${anna.accessToken}`), connect(`${base}/ws?token=${anna.accessToken}`)];
    const other = connect(`${base}/ws?token=${pavel.accessToken}`);
    await Promise.all([...tabs, other].map((c) => c.opened));
    const event = {
      type: 'notification',
      notification: { type: 'info', status: 'success', title: 'Hello', body: 'From the sandbox' },
    };
    const response = await t.request('/__sandbox/publish', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: loginOf('anna.personal'), event }),
    });
    expect(await response.json()).toEqual({ delivered: 2 });
    for (const tab of tabs) expect(await tab.next()).toEqual({ type: 'publish', event });
    other.socket.send(JSON.stringify({ type: 'ping' }));
    expect(await other.next()).toEqual({ type: 'pong' }); // the publish frame never came first
    for (const c of [...tabs, other]) c.socket.close();
  });

  test("a push sign-in's key opens a socket that hears that sign-in's answer, and nothing else", async () => {
    const startPush = () =>
      t.auth('POST', '/login', {
        client: 'spa',
        username: loginOf('pavel.push'),
        password: 'demo-Pass-1',
        codeChallenge: pkcePair().challenge,
      });
    const [mine, other] = [await startPush(), await startPush()];
    const waiting = connect(`${base}/ws?token=${mine.body.key}`);
    await waiting.opened;
    // A publish to pavel (a session's event) does not reach a socket opened with a sign-in key.
    await t.request('/__sandbox/publish', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: loginOf('pavel.push'), event: { type: 'passwordChange', code: 'success' } }),
    });
    await t.request(`/__sandbox/push/${other.body.key}/approve`, { method: 'POST' });
    await t.request(`/__sandbox/push/${mine.body.key}/approve`, { method: 'POST' });
    expect(await waiting.next()).toEqual({ type: 'publish', event: { type: 'loginApproval', code: 'approved' } });
    waiting.socket.send(JSON.stringify({ type: 'ping' }));
    expect(await waiting.next()).toEqual({ type: 'pong' }); // nothing else came first
    waiting.socket.close();
    // An answered key opens nothing.
    expect(await connect(`${base}/ws?token=${mine.body.key}`).closed).toBe(4401);
  });

  test('the socket of a session is closed (4401) when the session ends', async () => {
    const { accessToken, refreshToken } = await t.signIn('anna.personal');
    const client = connect(`${base}/ws?token=${accessToken}`);
    await client.opened;
    await t.auth('POST', '/logout', { refreshToken });
    expect(await client.closed).toBe(4401);
  });

  describe('a session that ends on the server by its lifetime closes its socket (4401) at the next check', () => {
    // Only the sockets' check timers are faked: the sandbox clock says how much time passed.
    beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] }));
    afterEach(() => vi.useRealTimers());
    const minutes = (n: number) => t.clock.advance(n * 60_000);
    const refresh = async (refreshToken: string) => {
      const answer = await t.auth('POST', '/refresh', { refreshToken });
      expect(answer.status).toBe(200);
      return answer.body.refreshToken as string;
    };

    test.each([
      ['idle (nothing but the socket for 16 minutes)', async () => minutes(16)],
      [
        'absolute (busy every 10 minutes, 12 hours after sign-in)',
        async (refreshToken: string) => {
          let token = refreshToken;
          for (let at = 20; at <= 12 * 60 - 10; at += 10) {
            minutes(10);
            token = await refresh(token);
          }
          minutes(11); // 12 h 1 min after sign-in, 11 minutes after the last activity
        },
      ],
    ])('%s', async (_, passTime) => {
      const { accessToken, refreshToken } = await t.signIn('anna.personal');
      const client = connect(`${base}/ws?token=${accessToken}`);
      await client.opened;
      minutes(10);
      await vi.advanceTimersByTimeAsync(SESSION_CHECK_MS); // a check within the lifetimes keeps it open
      client.socket.send(JSON.stringify({ type: 'ping' }));
      expect(await client.next()).toEqual({ type: 'pong' });
      await passTime(await refresh(refreshToken));
      await vi.advanceTimersByTimeAsync(SESSION_CHECK_MS);
      expect(await client.closed).toBe(4401);
    });
  });

  test('a closed connection is forgotten', async () => {
    const { accessToken } = await t.signIn('otto.otp');
    const client = connect(`${base}/ws?token=${accessToken}`);
    await client.opened;
    client.socket.close();
    await client.closed;
    await new Promise((resolve) => setTimeout(resolve, 50));
    const response = await t.request('/__sandbox/publish', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: loginOf('otto.otp'), event: { type: 'passwordChange', code: 'success' } }),
    });
    expect(await response.json()).toEqual({ delivered: 0 });
  });
});
