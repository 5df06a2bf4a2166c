import { localeStorageKey } from '@paydeck/i18n';
import { closeAllPopups, toast } from '@paydeck/ui';
import { safeSessionStorage, storageKeys } from './storage';
import { rememberExpiry, rememberTarget } from './target';

export type LogoutReason = 'user' | 'sessionExpired';

const cleanups = new Set<() => void>();
let navigate: (href: string) => void = (href) => globalThis.location?.assign(href);

/**
 * Other packages' stores clear themselves on logout: `registerLogoutCleanup(() => useCardsStore.getState().reset())`.
 * Returns the unregister function.
 */
export function registerLogoutCleanup(cleanup: () => void): () => void {
  cleanups.add(cleanup);
  return () => {
    cleanups.delete(cleanup);
  };
}

/** The shell's router navigates after logout (without it, a full page load to /login). */
export function setLogoutNavigator(navigator: (href: string) => void): void {
  navigate = navigator;
}

export interface LogoutDeps {
  /** The refresh token of the session, or null when there is none. */
  getRefreshToken: () => string | null;
  clearSession: () => void;
  /** POST /auth/logout: the server ends the refresh token. */
  revoke: (refreshToken: string) => Promise<void>;
  /** Told after the session is cleared (the mobile-app bridge). */
  onLoggedOut?: (reason: LogoutReason) => void;
  /** Tells the other tabs of this session, before it is cleared (tab-sync.ts). */
  announce?: (reason: LogoutReason) => void;
  currentPath?: () => string;
}

export const loginHref = (reason: LogoutReason) =>
  reason === 'sessionExpired' ? '/login?reason=sessionExpired' : '/login';

/**
 * Ends the session: the server revokes the refresh token (not awaited: a dead network must not keep
 * a person signed in), the session store, sessionStorage (the interface language excepted) and every
 * registered store are cleared, popups and toasts closed, and the person lands on /login.
 * An expired session remembers where the person was, so signing in again returns there. The other
 * tabs of the session (duplicates) are told, and end theirs too.
 */
export function createLogout({
  getRefreshToken,
  clearSession,
  revoke,
  onLoggedOut,
  announce,
  currentPath,
}: LogoutDeps) {
  /** `fromOtherTab`: another tab of this session ended it and told every tab already. */
  return function logout(reason: LogoutReason = 'user', { fromOtherTab = false } = {}): void {
    const refreshToken = getRefreshToken();
    if (refreshToken === null) return; // no session (or a second 401 of the same ending)
    const here = currentPath?.();
    if (!fromOtherTab) announce?.(reason);
    clearSession();
    safeSessionStorage.clearExcept([localeStorageKey, storageKeys.mobileApp, storageKeys.browserChoice]);
    for (const cleanup of [...cleanups]) {
      try {
        cleanup();
      } catch (error) {
        console.error('logout cleanup failed', error);
      }
    }
    closeAllPopups();
    toast.clear();
    revoke(refreshToken).catch((error: unknown) => console.warn('logout: the server did not confirm', error));
    if (reason === 'sessionExpired') {
      if (here) rememberTarget(here);
      rememberExpiry();
    }
    onLoggedOut?.(reason);
    navigate(loginHref(reason));
  };
}
