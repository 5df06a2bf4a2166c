// Where the registration's stores persist: this tab's sessionStorage (identity spec 9: persisted stores use
// session storage). The draft holds directors' and owners' personal data: it survives a reload, not the tab, so it
// does not stay behind on a shared computer. What an earlier version kept in localStorage under the same key is
// taken over once by this tab and removed from localStorage.
import type { StateStorage } from 'zustand/middleware';

function takeOverLocalCopy(key: string): void {
  try {
    const local = localStorage.getItem(key);
    if (local === null) return;
    if (sessionStorage.getItem(key) === null) sessionStorage.setItem(key, local);
    localStorage.removeItem(key);
  } catch {
    // Storage refused (private mode, quota): nothing to take over.
  }
}

/** sessionStorage for the persisted store saved under `key`. */
export function tabStorage(key: string): StateStorage {
  takeOverLocalCopy(key);
  return sessionStorage;
}
