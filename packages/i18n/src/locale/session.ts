import { type Locale, toLocale } from './locales.ts';

/** The sessionStorage key of the chosen interface language ("kept for the session"). */
export const localeStorageKey = 'paydeck.locale';

/** What the session memory needs of a Storage (tests pass an in-memory one). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

function sessionStore(): KeyValueStorage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined; // storage blocked (sandboxed frame, privacy settings)
  }
}

/** The language kept for this session, if any and valid. */
export function readStoredLocale(storage: KeyValueStorage | undefined = sessionStore()): Locale | undefined {
  try {
    return toLocale(storage?.getItem(localeStorageKey));
  } catch {
    return undefined;
  }
}

/** Keeps `locale` for this session; a blocked or full storage only loses the memory, never throws. */
export function storeLocale(locale: Locale, storage: KeyValueStorage | undefined = sessionStore()): void {
  try {
    storage?.setItem(localeStorageKey, locale);
  } catch {
    // the choice still applies to the current page
  }
}
