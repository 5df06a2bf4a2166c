import { localeStorageKey } from '@paydeck/i18n';
import { openPopup, usePopupStack } from '@paydeck/ui';
import { createLogout, registerLogoutCleanup, setLogoutNavigator } from './logout';
import { storageKeys } from './storage';
import { peekTarget, takeExpiry } from './target';

function setup(refreshToken: string | null = 'refresh-1') {
  let token = refreshToken;
  const revoke = vi.fn(async () => {});
  const onLoggedOut = vi.fn();
  const navigate = vi.fn();
  setLogoutNavigator(navigate);
  const logout = createLogout({
    getRefreshToken: () => token,
    clearSession: () => {
      token = null;
    },
    revoke,
    onLoggedOut,
    currentPath: () => '/history?page=2',
  });
  return { logout, revoke, onLoggedOut, navigate };
}

describe('logout', () => {
  beforeEach(() => sessionStorage.clear());

  test('revokes the refresh token, clears sessionStorage and every registered store, lands on /login', () => {
    sessionStorage.setItem(storageKeys.session, '{"state":{}}');
    sessionStorage.setItem('paydeck.cards', 'x');
    sessionStorage.setItem(localeStorageKey, 'ru');
    const cleanup = vi.fn();
    const unregister = registerLogoutCleanup(cleanup);
    openPopup(() => null);
    const { logout, revoke, navigate, onLoggedOut } = setup();

    logout();

    expect(revoke).toHaveBeenCalledWith('refresh-1');
    expect(cleanup).toHaveBeenCalledOnce();
    expect(sessionStorage.getItem(storageKeys.session)).toBeNull();
    expect(sessionStorage.getItem('paydeck.cards')).toBeNull();
    expect(sessionStorage.getItem(localeStorageKey)).toBe('ru');
    expect(usePopupStack.getState().entries).toEqual([]);
    expect(onLoggedOut).toHaveBeenCalledWith('user');
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(peekTarget()).toBeUndefined();
    expect(takeExpiry()).toBe(false);
    unregister();
  });

  test('an expired session says so on /login and remembers where the person was', () => {
    const { logout, navigate, onLoggedOut } = setup();
    logout('sessionExpired');
    expect(navigate).toHaveBeenCalledWith('/login?reason=sessionExpired');
    expect(onLoggedOut).toHaveBeenCalledWith('sessionExpired');
    expect(peekTarget()).toBe('/history?page=2');
    expect(takeExpiry()).toBe(true);
  });

  test('without a session nothing happens (a second 401 of the same ending)', () => {
    const { logout, revoke, navigate } = setup(null);
    logout('sessionExpired');
    expect(revoke).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  test('a failing cleanup or revoke does not stop the logout', async () => {
    const unregister = registerLogoutCleanup(() => {
      throw new Error('boom');
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { logout, revoke, navigate } = setup();
    revoke.mockRejectedValueOnce(new Error('offline'));
    logout();
    expect(navigate).toHaveBeenCalledWith('/login');
    unregister();
  });
});
