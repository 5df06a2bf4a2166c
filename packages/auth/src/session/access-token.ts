import { type Tokens, tokenCallUnanswered } from '@paydeck/api-client';
import { singleFlight } from './single-flight';
import type { SessionTokens } from './store';

/** Refresh when the access token has less than this left (identity spec 4.2, 9). */
export const REFRESH_MARGIN_MS = 10_000;

export interface AccessTokenOptions {
  getTokens: () => SessionTokens | null;
  saveTokens: (tokens: SessionTokens) => void;
  refresh: (refreshToken: string) => Promise<Tokens>;
  /** The server refused the refresh: the session is over ("session expired"). */
  onRefreshFailed: (error: unknown) => void;
  /**
   * Runs the refresh alone among the tabs of this session, after taking the newest tokens they hold
   * (tab-sync.ts); by default the refresh runs at once.
   */
  exclusive?: <T>(task: () => Promise<T>) => Promise<T>;
  now?: () => number;
}

export const toSessionTokens = (tokens: Tokens, now: number): SessionTokens => ({
  accessToken: tokens.accessToken,
  refreshToken: tokens.refreshToken,
  expiresAt: now + tokens.expiresIn * 1000,
});

/**
 * The api client's getAccessToken: the stored token while it has more than 10 s left, else one
 * refresh shared by every caller waiting (single flight; refresh tokens rotate, so two refreshes
 * with the same one would end the session). A refresh the server refuses ends the session and rejects;
 * one that got no answer only rejects.
 */
export function createAccessTokenGetter({
  getTokens,
  saveTokens,
  refresh,
  onRefreshFailed,
  exclusive = (task) => task(),
  now = Date.now,
}: AccessTokenOptions) {
  const refreshOnce = singleFlight(async () => {
    const before = getTokens()?.refreshToken;
    return exclusive(async () => {
      const current = getTokens();
      if (!current) return null;
      // Another tab of this session refreshed while this one waited: its tokens are used, not spent again.
      if (current.refreshToken !== before && current.expiresAt - now() > REFRESH_MARGIN_MS) return current.accessToken;
      return rotate(current);
    });
  });

  async function rotate(current: SessionTokens): Promise<string | null> {
    try {
      const fresh = toSessionTokens(await refresh(current.refreshToken), now());
      // A logout (or a new sign-in) while refreshing wins: the answer belongs to a session that is gone.
      if (getTokens()?.refreshToken !== current.refreshToken) return getTokens()?.accessToken ?? null;
      saveTokens(fresh);
      return fresh.accessToken;
    } catch (error) {
      // Only an answer ends the session. With none (offline, or this page reloading mid-request, when the
      // server may have rotated the token all the same) the call fails and the next one refreshes again:
      // ending here would sign out every tab of the session over a lost answer.
      if (!tokenCallUnanswered(error)) onRefreshFailed(error);
      throw error;
    }
  }

  return {
    async getAccessToken(): Promise<string | null> {
      const tokens = getTokens();
      if (!tokens) return null;
      if (tokens.expiresAt - now() > REFRESH_MARGIN_MS) return tokens.accessToken;
      return refreshOnce();
    },
    /** Refreshes now whatever the expiry (a signed-in person arriving at /login); shares a refresh in flight. */
    refreshNow: refreshOnce,
  };
}
