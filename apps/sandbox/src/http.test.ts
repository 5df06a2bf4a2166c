// @vitest-environment node
// The client's address (review M3: behind apps/server every client was 127.0.0.1) and the caching of every answer
// (review L5: API and token answers said nothing, so a browser or a cache on the way could keep them).
import { trustedProxiesFromEnv } from './config.ts';
import { forwardedClientIp } from './http.ts';
import { loginOf } from './seed/people.ts';
import { type Called, createTestSandbox, newKey, pkcePair, type TestSandbox } from './test/harness.ts';

describe('the client address', () => {
  const anywhere = new Set<string>();
  const server = new Set(['127.0.0.1', '::1']);
  it.each([
    ['a direct client', '198.51.100.7', undefined, anywhere, '198.51.100.7'],
    ['a direct client naming another address', '198.51.100.7', '203.0.113.9', anywhere, '198.51.100.7'],
    ['a peer that is not a trusted proxy', '198.51.100.7', '203.0.113.9', server, '198.51.100.7'],
    ['the trusted proxy', '127.0.0.1', '203.0.113.9', server, '203.0.113.9'],
    ['the trusted proxy over IPv6', '::1', '2001:4860::8', server, '2001:4860::8'],
    ['the trusted proxy on a dual-stack socket', '::ffff:127.0.0.1', '203.0.113.9', server, '203.0.113.9'],
    [
      'the trusted proxy: the address it added, not the client’s own',
      '127.0.0.1',
      '10.0.0.1, 203.0.113.9',
      server,
      '203.0.113.9',
    ],
    ['the trusted proxy, mapped address', '127.0.0.1', '::ffff:203.0.113.9', server, '203.0.113.9'],
    ['the trusted proxy sending no header', '127.0.0.1', undefined, server, '127.0.0.1'],
    ['the trusted proxy sending no address', '127.0.0.1', 'unknown', server, '127.0.0.1'],
  ])('%s: %s forwarding %s is seen as %s', (_, peer, forwardedFor, trusted, seen) => {
    expect(forwardedClientIp(peer, forwardedFor, trusted)).toBe(seen);
  });

  it('reads SANDBOX_TRUSTED_PROXIES as a comma list of addresses and refuses anything else', () => {
    expect([...trustedProxiesFromEnv({})]).toEqual([]);
    expect([...trustedProxiesFromEnv({ SANDBOX_TRUSTED_PROXIES: ' 127.0.0.1, ::1 ,' })]).toEqual(['127.0.0.1', '::1']);
    expect(() => trustedProxiesFromEnv({ SANDBOX_TRUSTED_PROXIES: '127.0.0.1,proxy.local' })).toThrow(
      'SANDBOX_TRUSTED_PROXIES: "proxy.local" is not an IP address',
    );
  });

  describe.each([
    ['no trusted proxy (the default)', [], '127.0.0.1'],
    ['127.0.0.1 trusted (behind apps/server)', ['127.0.0.1'], '203.0.113.9'],
  ])('over a socket from 127.0.0.1 with %s', (_, trustedProxies, seen) => {
    let t: TestSandbox;
    let base: string;
    beforeAll(async () => {
      t = await createTestSandbox(undefined, { trustedProxies });
      base = await t.listen();
    });
    afterAll(() => t.close());

    const forwarded = { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' };
    const signIn = async (name: string) => {
      const { challenge } = pkcePair();
      const body = JSON.stringify({
        client: 'spa',
        username: loginOf(name),
        password: 'demo-Pass-1',
        codeChallenge: challenge,
      });
      return fetch(`${base}/auth/login`, { method: 'POST', headers: forwarded, body });
    };
    const call = async (token: string, method: string, body: object = {}): Promise<Called['body']> => {
      const answer = await fetch(`${base}/api?method=${method}`, {
        method: 'POST',
        headers: { ...forwarded, authorization: `Bearer ${token}`, 'idempotency-key': newKey() },
        body: JSON.stringify(body),
      });
      return (await answer.json()) as Called['body'];
    };

    it(`the methods and the login history see ${seen}`, async () => {
      const { accessToken } = (await (await signIn('cleo.cards')).json()) as { accessToken: string };
      expect((await call(accessToken, 'clientIpInfo')).ip).toBe(seen);
      expect((await call(accessToken, 'loginHistory', { pageSize: 1 })).loginHistory[0].ip).toBe(seen);
    });

    it(`the sign-in IP allow-list judges ${seen}`, async () => {
      const { accessToken: token } = (await (await signIn('erin.employee')).json()) as { accessToken: string };
      expect((await call(token, 'accessIpAdd', { ip: '203.0.113.9' })).responseCode).toBe('00');
      expect((await call(token, 'accessIpModeSet', { mode: 'on' })).responseCode).toBe('00');
      expect((await signIn('erin.employee')).status).toBe(seen === '203.0.113.9' ? 200 : 403);
    });
  });
});

describe('Cache-Control on the sandbox’s answers', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await createTestSandbox();
  });
  afterAll(() => t.close());

  const json = (body: unknown) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

  it('a token answer is no-store', async () => {
    const { challenge } = pkcePair();
    const answer = await t.raw(
      '/auth/login',
      json({ client: 'spa', username: loginOf('anna.personal'), password: 'demo-Pass-1', codeChallenge: challenge }),
    );
    expect(((await answer.json()) as { accessToken?: string }).accessToken).toBeDefined();
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('a method’s answer is no-store, and so is a refusal', async () => {
    const { accessToken } = await t.signIn('anna.personal');
    const answered = await t.call('balanceInquiry', {}, { token: accessToken });
    expect(answered.body.responseCode).toBe('00');
    expect(answered.headers.get('cache-control')).toBe('no-store');
    expect((await t.call('balanceInquiry')).headers.get('cache-control')).toBe('no-store');
  });

  it.each([
    ['GET', '/helpdesk/tickets'],
    ['GET', '/contracts/contracts'],
    ['POST', '/device-api/login'],
    ['POST', '/auth/refresh'],
    ['GET', '/api/files/not-a-link'],
    ['GET', '/__sandbox/messages'],
    ['GET', '/__sandbox/inbox'],
    ['GET', '/nowhere'],
  ])('%s %s is no-store', async (method, path) => {
    const answer = await t.request(path, method === 'POST' ? json({}) : { method });
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });
});
