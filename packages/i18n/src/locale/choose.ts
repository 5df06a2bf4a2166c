import { type Locale, toLocale } from './locales.ts';

export type LocaleChoice = {
  /** The brand's interface languages, in the brand's order. */
  languages: readonly Locale[];
  /** The brand's configured default language. */
  defaultLanguage: Locale;
  /** A language asked for right now (the switcher, `?lang=`); any string, checked here. */
  requested?: string | null | undefined;
  /** The language kept for this session; any string, checked here. */
  stored?: string | null | undefined;
};

/**
 * The active interface language: the requested one, else the session's stored one, else the
 * brand's default, else English, else the brand's first language — each only if the brand offers it.
 */
export function chooseLocale({ languages, defaultLanguage, requested, stored }: LocaleChoice): Locale {
  for (const candidate of [requested, stored, defaultLanguage, 'en']) {
    const locale = toLocale(candidate);
    if (locale && languages.includes(locale)) return locale;
  }
  return languages[0] ?? 'en';
}
