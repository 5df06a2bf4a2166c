// @vitest-environment node
// Two tabs of one session in one process: Node's BroadcastChannel and navigator.locks are the browser's.
import { createAccessTokenGetter, REFRESH_MARGIN_MS } from './access-token';
import type { SessionTokens } from './store';
import { createTabSync, type EndReason, type TabSession, type TabSync } from './tab-sync';

/** The token service's rotation: a spent refresh token used again ends the whole session (sandbox rule). */
function fakeTokenService() {
  let live = 'refresh-0';
  let ended = false;
  let issued = 0;
  const seen: string[] = [];
  return {
    seen,
    get ended() {
      return ended;
    },
    async refresh(refreshToken: string) {
      seen.push(refreshToken);
      await new Promise((resolve) => setTimeout(resolve, 10));
      if (ended || refreshToken !== live) {
        ended = true; // reuse: the session is revoked
        throw new Error('Invalid refresh token');
      }
      issued += 1;
      live = `refresh-${issued}`;
      return { accessToken: `access-${issued}`, refreshToken: live, expiresIn: 300 };
    },
  };
}

const channelName = () => `test.${Math.random()}`;
const expiring = (): SessionTokens => ({
  accessToken: 'access-0',
  refreshToken: 'refresh-0',
  expiresAt: Date.now() + REFRESH_MARGIN_MS - 1,
});

interface Tab {
  state: TabSession | null;
  sync: TabSync;
  getAccessToken: () => Promise<string | null>;
  ended: EndReason[];
  activity: number[];
  refreshFailed: (error: unknown) => void;
}

const opened: Tab[] = [];
afterEach(() => {
  for (const tab of opened.splice(0)) tab.sync.close();
});

function openTab(
  service: ReturnType<typeof fakeTokenService>,
  name: string,
  session: TabSession | null,
  coordinated = true,
): Tab {
  const tab = {
    state: session,
    ended: [],
    activity: [],
    refreshFailed: vi.fn<(error: unknown) => void>(),
  } as unknown as Tab;
  tab.sync = createTabSync({
    channel: coordinated ? new BroadcastChannel(name) : null,
    locks: coordinated ? navigator.locks : null,
    current: () => tab.state,
    adopt: (tokens, generation) => {
      if (tab.state) tab.state = { ...tab.state, tokens, generation };
    },
    onEnded: (reason) => {
      tab.ended.push(reason);
      tab.state = null;
    },
    onActivity: (at) => tab.activity.push(at),
  });
  const getter = createAccessTokenGetter({
    getTokens: () => tab.state?.tokens ?? null,
    saveTokens: (tokens) => {
      if (!tab.state) return;
      tab.state = { ...tab.state, tokens, generation: tab.state.generation + 1 };
      tab.sync.shareTokens();
    },
    refresh: (refreshToken) => service.refresh(refreshToken),
    onRefreshFailed: tab.refreshFailed,
    exclusive: (task) => tab.sync.exclusive(task),
  });
  tab.getAccessToken = getter.getAccessToken;
  opened.push(tab);
  return tab;
}

const duplicate = (family = 'family-1'): TabSession => ({ family, generation: 0, tokens: expiring() });

describe('duplicated tabs share one session', () => {
  test('without coordination the second tab spends the same refresh token and the session ends (the finding)', async () => {
    const service = fakeTokenService();
    const a = openTab(service, channelName(), duplicate(), false);
    const b = openTab(service, channelName(), duplicate(), false);
    const results = await Promise.allSettled([a.getAccessToken(), b.getAccessToken()]);
    expect(results.map((result) => result.status)).toContain('rejected');
    expect(service.ended).toBe(true);
  });

  test('both tabs refresh at once: one refresh, the other tab takes its tokens, the session lives on', async () => {
    const service = fakeTokenService();
    const name = channelName();
    const a = openTab(service, name, duplicate());
    const b = openTab(service, name, duplicate());
    const [tokenA, tokenB] = await Promise.all([a.getAccessToken(), b.getAccessToken()]);
    expect(service.seen).toEqual(['refresh-0']);
    expect(tokenA).toBe('access-1');
    expect(tokenB).toBe('access-1');
    expect(b.state?.tokens.refreshToken).toBe('refresh-1');
    expect(b.state?.generation).toBe(1);
    expect(service.ended).toBe(false);
    expect(a.refreshFailed).not.toHaveBeenCalled();
    expect(b.refreshFailed).not.toHaveBeenCalled();
  });

  test('rounds of refreshes alternate between the tabs without ever reusing a token', async () => {
    const service = fakeTokenService();
    const name = channelName();
    const a = openTab(service, name, duplicate());
    const b = openTab(service, name, duplicate());
    for (const [round, first] of [a, b, a, b].entries()) {
      for (const tab of [a, b]) if (tab.state) tab.state.tokens.expiresAt = Date.now(); // both expire
      const second = first === a ? b : a;
      await first.getAccessToken();
      await second.getAccessToken();
      expect(service.seen).toHaveLength(round + 1);
      expect(a.state?.tokens).toEqual(b.state?.tokens);
    }
    expect(new Set(service.seen).size).toBe(service.seen.length);
    expect(service.ended).toBe(false);
  });

  test('a reloaded tab holding an older generation catches up from the other tab', async () => {
    const service = fakeTokenService();
    const name = channelName();
    const fresh = { accessToken: 'access-3', refreshToken: 'refresh-3', expiresAt: Date.now() + 300_000 };
    openTab(service, name, { family: 'family-1', generation: 3, tokens: fresh });
    const reloaded = openTab(service, name, duplicate());
    await reloaded.sync.catchUp();
    expect(reloaded.state).toEqual({ family: 'family-1', generation: 3, tokens: fresh });
  });

  test('tokens of another sign-in are never taken', async () => {
    const service = fakeTokenService();
    const name = channelName();
    const fresh = { accessToken: 'access-9', refreshToken: 'refresh-9', expiresAt: Date.now() + 300_000 };
    openTab(service, name, { family: 'someone-else', generation: 9, tokens: fresh });
    const mine = openTab(service, name, duplicate());
    await mine.sync.catchUp();
    expect(mine.state?.tokens.refreshToken).toBe('refresh-0');
  });

  test('the session ended in one tab (logout, or the server refused) ends it in the others of that session only', async () => {
    const service = fakeTokenService();
    const name = channelName();
    const a = openTab(service, name, duplicate());
    const b = openTab(service, name, duplicate());
    const other = openTab(service, name, duplicate('family-2'));
    a.sync.shareEnded('sessionExpired');
    await vi.waitFor(() => expect(b.ended).toEqual(['sessionExpired']));
    expect(other.ended).toEqual([]);
    expect(a.ended).toEqual([]); // a tab does not hear itself
  });

  test('activity in one tab reaches the others of the session (their idle timers count it)', async () => {
    const service = fakeTokenService();
    const name = channelName();
    const a = openTab(service, name, duplicate());
    const b = openTab(service, name, duplicate());
    a.sync.shareActivity(1234);
    await vi.waitFor(() => expect(b.activity).toEqual([1234]));
  });

  test('malformed messages are ignored', async () => {
    const service = fakeTokenService();
    const name = channelName();
    const b = openTab(service, name, duplicate());
    const stranger = new BroadcastChannel(name);
    stranger.postMessage({ type: 'tokens', family: 'family-1', generation: 5, tokens: { accessToken: 1 } });
    stranger.postMessage({ type: 'ended', family: 'family-1', reason: 'whatever' });
    stranger.postMessage('ended');
    await new Promise((resolve) => setTimeout(resolve, 20));
    stranger.close();
    expect(b.state?.generation).toBe(0);
    expect(b.ended).toEqual([]);
  });
});
