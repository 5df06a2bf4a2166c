import { safeInternalPath } from '../model/safe-path';
import { safeSessionStorage, storageKeys } from './storage';

/** Remembers where a person without a session wanted to go; only internal paths are kept. */
export function rememberTarget(path: string): boolean {
  const safe = safeInternalPath(path);
  if (!safe) return false;
  safeSessionStorage.set(storageKeys.target, safe);
  return true;
}

/** The remembered path, validated again on the way out (sessionStorage can be edited). */
export function peekTarget(): string | undefined {
  return safeInternalPath(safeSessionStorage.get(storageKeys.target));
}

export function forgetTarget(): void {
  safeSessionStorage.remove(storageKeys.target);
}

/**
 * The session of this tab expired. Kept beside the target so that a load that finds no session (a reload
 * racing the tab's own navigation to /login) still tells the person why; read once by the guard.
 */
export function rememberExpiry(): void {
  safeSessionStorage.set(storageKeys.sessionExpired, '1');
}

/** Whether the session expired since the last look; forgets it. */
export function takeExpiry(): boolean {
  const expired = safeSessionStorage.get(storageKeys.sessionExpired) !== null;
  safeSessionStorage.remove(storageKeys.sessionExpired);
  return expired;
}
