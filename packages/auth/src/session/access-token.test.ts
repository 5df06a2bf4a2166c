// @vitest-environment node
import { createApiClient, createTokenClient, TokenError } from '@paydeck/api-client';
import * as v from 'valibot';
import { createAccessTokenGetter, REFRESH_MARGIN_MS } from './access-token';
import type { SessionTokens } from './store';

const origin = 'http://sandbox.test';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fake server: /auth/refresh answers after a tick (so callers pile up), /api answers with the bearer it saw. */
type RefreshFailure = false | 403 | 500 | 'no answer';

function fakeServer({ refreshFails = false as RefreshFailure } = {}) {
  const refreshes: string[] = [];
  const bearers: string[] = [];
  const fetch = async (input: Request | string | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    if (url.pathname === '/auth/refresh') {
      const { refreshToken } = (await request.json()) as { refreshToken: string };
      refreshes.push(refreshToken);
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (refreshFails === 'no answer') throw new TypeError('Failed to fetch');
      if (refreshFails) return json({ message: 'Invalid refresh token' }, refreshFails);
      return json({
        accessToken: `access-${refreshes.length}`,
        refreshToken: `refresh-${refreshes.length}`,
        expiresIn: 300,
      });
    }
    bearers.push(request.headers.get('Authorization') ?? '');
    return json({ responseCode: '00', bearer: request.headers.get('Authorization') ?? '' });
  };
  return { fetch, refreshes, bearers };
}

function setup(initial: SessionTokens | null, options: { refreshFails?: RefreshFailure } = {}) {
  const server = fakeServer(options);
  let stored = initial;
  const onRefreshFailed = vi.fn();
  const tokens = createTokenClient({ root: `${origin}/auth`, fetch: server.fetch, retryDelay: () => 0 });
  const { getAccessToken, refreshNow } = createAccessTokenGetter({
    getTokens: () => stored,
    saveTokens: (fresh) => {
      stored = fresh;
    },
    refresh: (refreshToken) => tokens.refresh(refreshToken),
    onRefreshFailed,
  });
  const api = createApiClient({
    roots: { api: `${origin}/api` },
    fetch: server.fetch,
    getAccessToken,
    getLanguage: () => 'en',
    onAuthError: vi.fn(),
    onTermsError: vi.fn(),
  });
  const call = () => api.call('customerInfo', {}, { schema: v.object({ bearer: v.string() }) });
  return {
    server,
    api,
    call,
    onRefreshFailed,
    getAccessToken,
    refreshNow,
    stored: () => stored,
    clear: () => (stored = null),
  };
}

const expiringIn = (ms: number): SessionTokens => ({
  accessToken: 'access-0',
  refreshToken: 'refresh-0',
  expiresAt: Date.now() + ms,
});

describe('getAccessToken: refresh within 10 s of expiry, single flight', () => {
  test('50 concurrent calls on an expiring token make one refresh, and all carry the new token', async () => {
    const { call, server, stored } = setup(expiringIn(REFRESH_MARGIN_MS - 1));
    const answers = await Promise.all(Array.from({ length: 50 }, call));
    expect(server.refreshes).toEqual(['refresh-0']);
    expect(new Set(answers.map((a) => a.bearer))).toEqual(new Set(['Bearer access-1']));
    expect(server.bearers).toHaveLength(50);
    expect(stored()).toMatchObject({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    expect(stored()?.expiresAt).toBeGreaterThan(Date.now() + 290_000);
  });

  test('a token with more than 10 s left is used as it is', async () => {
    const { call, server } = setup(expiringIn(REFRESH_MARGIN_MS + 5_000));
    await Promise.all(Array.from({ length: 5 }, call));
    expect(server.refreshes).toEqual([]);
    expect(server.bearers.every((b) => b === 'Bearer access-0')).toBe(true);
  });

  test('a later expiry refreshes again, with the rotated refresh token', async () => {
    const { getAccessToken, server, stored } = setup(expiringIn(0));
    await getAccessToken();
    const current = stored();
    if (current) current.expiresAt = Date.now();
    await getAccessToken();
    expect(server.refreshes).toEqual(['refresh-0', 'refresh-1']);
  });

  test('a failed refresh ends the session once ("session expired") and every waiting call fails', async () => {
    const { call, server, onRefreshFailed } = setup(expiringIn(1_000), { refreshFails: 403 });
    const results = await Promise.allSettled(Array.from({ length: 50 }, call));
    expect(server.refreshes).toHaveLength(1);
    expect(onRefreshFailed).toHaveBeenCalledOnce();
    const [error] = onRefreshFailed.mock.calls[0] ?? [];
    expect(error).toBeInstanceOf(TokenError);
    expect((error as TokenError).message).toBe('session expired');
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(server.bearers).toEqual([]); // nothing went out with a dead token
  });

  test.each([
    { failure: 403, ends: true, why: 'the server refused the token' },
    { failure: 500, ends: true, why: 'the server answered with an error' },
    { failure: 'no answer', ends: false, why: 'no answer (offline, or the page reloading mid-request)' },
  ] as const)('a refresh that fails with $failure ends the session: $ends ($why)', async ({ failure, ends }) => {
    const { call, server, onRefreshFailed, stored } = setup(expiringIn(1_000), { refreshFails: failure });
    await expect(call()).rejects.toThrow();
    expect(onRefreshFailed).toHaveBeenCalledTimes(ends ? 1 : 0);
    expect(server.bearers).toEqual([]);
    // The getter keeps the tokens (clearing them is the logout's): the next call refreshes with the same one. A refresh
    // that gets no answer is tried 4 times (api-client retries every network failure: the service replays by key).
    await expect(call()).rejects.toThrow();
    expect(server.refreshes).toEqual(Array((failure === 'no answer' ? 4 : 1) * 2).fill('refresh-0'));
    expect(stored()?.refreshToken).toBe('refresh-0');
  });

  test('refreshNow refreshes a token that is still fresh, and joins a refresh in flight', async () => {
    const { refreshNow, getAccessToken, server, stored } = setup(expiringIn(60_000));
    expect(await Promise.all([refreshNow(), refreshNow()])).toEqual(['access-1', 'access-1']);
    expect(server.refreshes).toEqual(['refresh-0']);
    expect(await getAccessToken()).toBe('access-1');
    expect(stored()?.refreshToken).toBe('refresh-1');
  });

  test('without a session no token is sent and nothing is refreshed', async () => {
    const { call, server } = setup(null);
    await call();
    expect(server.bearers).toEqual(['']);
    expect(server.refreshes).toEqual([]);
  });

  test('a logout while refreshing wins: the fresh tokens are not stored', async () => {
    const setupResult = setup(expiringIn(0));
    const pending = setupResult.getAccessToken();
    setupResult.clear();
    await expect(pending).resolves.toBeNull();
    expect(setupResult.stored()).toBeNull();
  });
});
