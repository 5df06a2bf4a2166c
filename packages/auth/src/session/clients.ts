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
import { openTerms } from './terms';
import { withFromCustomerId } from './with-company';

/** sandbox by default; `VITE_API_ENV=production` (or staging-<n>) points the build at the brand's real API. */
export const apiEnvironment = import.meta.env.VITE_API_ENV || 'sandbox';
export const apiRoots = apiRootsFor(activeBrand, apiEnvironment);

const language = () => toLocale(i18n.locale) ?? activeBrand.defaultLanguage;

export const logout: (reason?: LogoutReason) => void = createLogout({
  getRefreshToken: () => sessionState().tokens?.refreshToken ?? null,
  clearSession: () => {
    sessionState().clear();
    realtime.stop();
    cancelAfterLogin();
  },
  revoke: (refreshToken) => tokens.logout(refreshToken),
  onLoggedOut: (reason) => void bridge.send(reason === 'sessionExpired' ? 'sessionExpired' : 'logout'),
  currentPath: () =>
    typeof window === 'undefined' ? '' : `${window.location.pathname}${window.location.search}${window.location.hash}`,
});

const endSession = () => logout('sessionExpired');

/** The access token for any call: refreshed within 10 s of expiry, one refresh at a time. */
export const { getAccessToken, refreshNow } = createAccessTokenGetter({
  getTokens: () => sessionState().tokens,
  saveTokens: (fresh) => {
    sessionState().setTokens(fresh);
    void bridge.send('tokenUpdated', { accessToken: fresh.accessToken, expiresAt: fresh.expiresAt });
  },
  refresh: (refreshToken) => tokens.refresh(refreshToken),
  onRefreshFailed: endSession,
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

/** The session's realtime channel (opened by the session runtime, closed on logout). */
export const realtime = createSessionRealtime(() =>
  createRealtime({ url: apiRoots.realtime, getAccessToken, onAuthError: endSession }),
);
