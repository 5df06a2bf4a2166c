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
