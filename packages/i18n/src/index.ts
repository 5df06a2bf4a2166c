import { i18n } from '@lingui/core';

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

const loaders: Record<string, () => Promise<{ messages: Record<string, unknown> }>> = {
  en: () => import('./locales/en.po'),
  es: () => import('./locales/es.po'),
  ro: () => import('./locales/ro.po'),
  ru: () => import('./locales/ru.po'),
  uk: () => import('./locales/uk.po'),
  pt: () => import('./locales/pt.po'),
};

/** Loads the catalog of `locale` (one chunk per language) and activates it. */
export async function activateLocale(locale: Locale): Promise<void> {
  const code = catalogCode(locale);
  const load = loaders[code];
  if (!load) throw new Error(`No catalog for locale ${locale}`);
  const { messages } = await load();
  i18n.loadAndActivate({ locale: code, messages: messages as never });
  if (typeof document !== 'undefined') document.documentElement.lang = code;
}

export { i18n };
export { I18nProvider } from '@lingui/react';
