import { i18n } from '@lingui/core';
import { catalogCode, type Locale } from './locales.ts';

type CatalogModule = { messages: Record<string, unknown> };
type Loaders = Record<string, () => Promise<CatalogModule>>;

/** The core catalog: the shell, the design system, sign-in and security (every page needs it). */
const coreLoaders: Loaders = {
  en: () => import('../locales/en.po'),
  es: () => import('../locales/es.po'),
  ro: () => import('../locales/ro.po'),
  ru: () => import('../locales/ru.po'),
  uk: () => import('../locales/uk.po'),
  pt: () => import('../locales/pt.po'),
};

/** The session catalog: the money domain and the features, needed once someone is signed in. */
const sessionLoaders: Loaders = {
  en: () => import('../locales/session/en.po'),
  es: () => import('../locales/session/es.po'),
  ro: () => import('../locales/session/ro.po'),
  ru: () => import('../locales/session/ru.po'),
  uk: () => import('../locales/session/uk.po'),
  pt: () => import('../locales/session/pt.po'),
};

let latestRequest = 0;
let sessionWanted = false;
let sessionLoading: Promise<void> | null = null;

async function messagesFor(code: string): Promise<Record<string, unknown>> {
  const load = coreLoaders[code];
  if (!load) throw new Error(`No catalog for locale ${code}`);
  const parts = await Promise.all([load(), ...(sessionWanted ? [sessionLoaders[code]?.()] : [])]);
  return Object.assign({}, ...parts.map((part) => part?.messages ?? {}));
}

/**
 * Loads the catalogs of `locale` (a chunk per language and catalog) and activates it. Resolves to
 * false, leaving the language alone, when a later call overtook this one while its chunks were
 * loading (two quick clicks on the switcher end on the second language, whatever loads first).
 */
export async function activateLocale(locale: Locale): Promise<boolean> {
  const request = ++latestRequest;
  const code = catalogCode(locale);
  const messages = await messagesFor(code);
  if (request !== latestRequest) return false;
  i18n.loadAndActivate({ locale: code, messages: messages as never });
  if (typeof document !== 'undefined') document.documentElement.lang = code;
  return true;
}

/**
 * Adds the session catalog of the active language (and of every language activated later). The
 * `_session` layout awaits it before its pages render; public pages never download it.
 */
export function loadSessionCatalog(): Promise<void> {
  sessionWanted = true;
  sessionLoading ??= (async () => {
    const code = i18n.locale || 'en';
    const load = sessionLoaders[code];
    if (!load) return;
    const { messages } = await load();
    i18n.load(code, messages as never);
  })();
  return sessionLoading;
}
