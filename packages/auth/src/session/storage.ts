/** sessionStorage that never throws (blocked storage, private modes): the value then lives for the page only. */
export const safeSessionStorage = {
  get(key: string): string | null {
    try {
      return globalThis.sessionStorage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      globalThis.sessionStorage?.setItem(key, value);
    } catch {
      // storage blocked or full: nothing to keep
    }
  },
  remove(key: string): void {
    try {
      globalThis.sessionStorage?.removeItem(key);
    } catch {
      // storage blocked
    }
  },
  /** Empties sessionStorage except the keys given (the interface language survives a logout). */
  clearExcept(keep: readonly string[]): void {
    try {
      const storage = globalThis.sessionStorage;
      if (!storage) return;
      const kept = keep.map((key) => [key, storage.getItem(key)] as const);
      storage.clear();
      for (const [key, value] of kept) if (value !== null) storage.setItem(key, value);
    } catch {
      // storage blocked
    }
  },
};

/** Every key this package keeps in sessionStorage. */
export const storageKeys = {
  session: 'paydeck.session',
  /** The kept query answers (user, dictionaries, business, contracts, support data): query-persistence.ts. */
  queries: 'paydeck.session.queries',
  target: 'paydeck.auth.target',
  /** Set when the session expired; a load without a session then says so on /login (guard). */
  sessionExpired: 'paydeck.auth.sessionExpired',
  pkce: 'paydeck.auth.pkce',
  mobileApp: 'paydeck.auth.mobileApp',
  browserChoice: 'paydeck.auth.continueInBrowser',
} as const;
