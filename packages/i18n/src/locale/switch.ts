import { useLingui } from '@lingui/react';
import { setDateRegion } from '../format/region.ts';
import { activateLocale } from './activate.ts';
import { chooseLocale } from './choose.ts';
import { type Locale, toLocale } from './locales.ts';
import { type KeyValueStorage, readStoredLocale, storeLocale } from './session.ts';

/** Activates `locale` and keeps it for the session (the language switcher's action). */
export async function switchLocale(locale: Locale, storage?: KeyValueStorage): Promise<void> {
  if (await activateLocale(locale)) storeLocale(locale, storage);
}

/** What the start-up reads of the brand: its languages, and its region (dates are written its way). */
export type BrandLanguages = { languages: readonly Locale[]; defaultLanguage: Locale; region?: string };

/**
 * The shell's start-up: picks the language from `?lang=` in `search`, the session's stored
 * choice and the brand (see chooseLocale), activates it, keeps it for the session, returns it.
 * Dates are written for the brand's region from then on (`setDateRegion`).
 */
export async function startLocale(
  brand: BrandLanguages,
  { search = globalThis.location?.search ?? '', storage }: { search?: string; storage?: KeyValueStorage } = {},
): Promise<Locale> {
  setDateRegion(brand.region);
  const requested = new URLSearchParams(search).get('lang');
  const locale = chooseLocale({ ...brand, requested, stored: readStoredLocale(storage) });
  await switchLocale(locale, storage);
  return locale;
}

/** The active interface language and the switcher's action; re-renders when the language changes. */
export function useLocaleSwitch(): { locale: Locale | undefined; switchLocale: (locale: Locale) => Promise<void> } {
  const { i18n } = useLingui();
  return { locale: toLocale(i18n.locale), switchLocale };
}
