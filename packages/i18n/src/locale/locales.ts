/** Interface languages as the product names them ("ua" is Ukrainian; its catalog file is uk.po). */
export const locales = ['en', 'es', 'ro', 'ru', 'ua', 'pt'] as const;
export type Locale = (typeof locales)[number];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The catalog file code and BCP 47 tag of an interface language. */
export function catalogCode(locale: Locale): string {
  return locale === 'ua' ? 'uk' : locale;
}

/**
 * The product locale named by `value`, accepting the catalog code "uk" for "ua" as well
 * (lingui's `i18n.locale` and the `<html lang>` hold "uk"); undefined for anything else.
 */
export function toLocale(value: unknown): Locale | undefined {
  if (value === 'uk') return 'ua';
  return isLocale(value) ? value : undefined;
}

/** Each language's name in that language, for the language switcher (not translated on purpose). */
export const localeNames: Readonly<Record<Locale, string>> = {
  en: 'English',
  es: 'Español',
  ro: 'Română',
  ru: 'Русский',
  ua: 'Українська',
  pt: 'Português',
};
