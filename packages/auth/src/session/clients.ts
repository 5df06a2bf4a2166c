// The session's wiring: the token service client, the method-API client every package uses, the
// access-token getter (refresh single flight), logout and the realtime channel. One instance each.
import { createApiClient, createRealtime, createTokenClient, type ApiClient } from '@paydeck/api-client';
import { apiRootsFor } from '@paydeck/brand-config';
import { activeBrand } from '@paydeck/brand-config/active';
import { i18n, toLocale } from '@paydeck/i18n';
import { bridge } from '../bridge/instance';
import { createAccessTokenGetter } from './access-token';
import { cancelAfterLogin } from './after-login';
import { createLogout, type LogoutReason } from './logout';
import { createSessionRealtime } from './realtime';
import { sessionState } from './store';
import { browserTabApis, createTabSync, type TabSession } from './tab-sync';
import { openTerms } from './terms';
import { withFromCustomerId } from './with-company';

/** sandbox by default; `VITE_API_ENV=production` (or staging-<n>) points the build at the brand's real API. */
export const apiEnvironment = import.meta.env.VITE_API_ENV || 'sandbox';
export const apiRoots = apiRootsFor(activeBrand, apiEnvironment);

const language = () => toLocale(i18n.locale) ?? activeBrand.defaultLanguage;

const tabSession = (): TabSession | null => {
  const { family, generation, tokens } = sessionState();
  return family && tokens ? { family, generation, tokens } : null;
};

const otherTabActivity = new Set<(at: number) => void>();
/** Activity in another tab of this session (the idle timer counts it); returns the unsubscribe. */
export function onOtherTabActivity(listener: (at: number) => void): () => void {
  otherTabActivity.add(listener);
  return () => {
    otherTabActivity.delete(listener);
  };
}

/** Other tabs of this session (a duplicated tab): one refresh at a time, new tokens handed over, one ending. */
export const tabSync = createTabSync({
  ...browserTabApis(),
  current: tabSession,
  adopt: (fresh, generation) => sessionState().adoptTokens(fresh, generation),
  onEnded: (reason) => logout(reason, { fromOtherTab: true }),
  onActivity: (at) => {
    for (const listener of otherTabActivity) listener(at);
  },
});

// A reloaded tab may hold tokens another tab of its session has since rotated: it asks for them.
void tabSync.catchUp();

export const logout: (reason?: LogoutReason, options?: { fromOtherTab?: boolean }) => void = createLogout({
  getRefreshToken: () => sessionState().tokens?.refreshToken ?? null,
  clearSession: () => {
    sessionState().clear();
    realtime.stop();
    cancelAfterLogin();
  },
  revoke: (refreshToken) => tokens.logout(refreshToken),
  onLoggedOut: (reason) => void bridge.send(reason === 'sessionExpired' ? 'sessionExpired' : 'logout'),
  announce: (reason) => tabSync.shareEnded(reason),
  currentPath: () =>
    typeof window === 'undefined' ? '' : `${window.location.pathname}${window.location.search}${window.location.hash}`,
});

const endSession = () => logout('sessionExpired');

/** The access token for any call: refreshed within 10 s of expiry, one refresh at a time. */
export const { getAccessToken, refreshNow } = createAccessTokenGetter({
  getTokens: () => sessionState().tokens,
  saveTokens: (fresh) => {
    sessionState().setTokens(fresh);
    tabSync.shareTokens();
    void bridge.send('tokenUpdated', { accessToken: fresh.accessToken, expiresAt: fresh.expiresAt });
  },
  refresh: (refreshToken) => tokens.refresh(refreshToken),
  onRefreshFailed: endSession,
  exclusive: (task) => tabSync.exclusive(task),
});

/** The token service (/auth): sign-in flows, refresh, logout, linked devices, sei. */
export const tokens = createTokenClient({
  root: apiRoots.auth,
  getAccessToken,
  getLanguage: language,
  onAuthError: endSession,
});

/** The method API for every package: bearer token, language, fromCustomerId of the company acted for. */
export const api: ApiClient = withFromCustomerId(
  createApiClient({
    roots: apiRoots,
    getAccessToken,
    getLanguage: language,
    onAuthError: endSession,
    onTermsError: openTerms,
  }),
  () => sessionState().fromCustomerId,
);

/**
 * The session's realtime channel (opened by the session runtime, closed on logout). It tells the server the
 * interface language when it opens and whenever it changes: notifications are written in it.
 */
export const realtime = createSessionRealtime(() =>
  createRealtime({ url: apiRoots.realtime, getAccessToken, onAuthError: endSession, getLanguage: language }),
);
i18n.on('change', () => realtime.languageChanged());
