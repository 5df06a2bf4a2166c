/// <reference types="vite/client" />
import { i18n, type Messages } from '@lingui/core';
import type { CatalogName } from '../catalogs.ts';
import { catalogCode, type Locale } from './locales.ts';

type CatalogModule = { messages: Messages };

// A chunk per catalog and language, compiled from the .po on import (@lingui/vite-plugin).
const coreLoaders = import.meta.glob<CatalogModule>('../locales/*.po');
const packageLoaders = import.meta.glob<CatalogModule>('../locales/*/*.po');

async function fetchMessages(catalog: 'core' | CatalogName, code: string): Promise<Messages> {
  const load =
    catalog === 'core' ? coreLoaders[`../locales/${code}.po`] : packageLoaders[`../locales/${catalog}/${code}.po`];
  if (!load) throw new Error(`No ${catalog} catalog for locale ${code}`);
  return (await load()).messages;
}

/** The package catalogs some screen has asked for: every language activated later gets them too. */
const wanted = new Set<CatalogName>();
/** `catalog/code` → its merge into lingui's messages (done or under way). */
const loading = new Map<string, Promise<void>>();
let latestRequest = 0;
/** The language being activated (or the active one): catalogs asked for meanwhile load in it too. */
let target = '';

/**
 * Merges the catalogs of `code` not asked for yet in one lingui update (a fresh object: lingui merges
 * into it), and waits for all of `catalogs`. A failed chunk is forgotten, so the next call retries.
 */
function loadInto(code: string, catalogs: readonly CatalogName[]): Promise<unknown> {
  const key = (name: CatalogName) => `${name}/${code}`;
  const fresh = catalogs.filter((name) => !loading.has(key(name)));
  if (fresh.length > 0) {
    const merged = Promise.all(fresh.map((name) => fetchMessages(name, code))).then((parts) => {
      i18n.load(code, Object.assign({}, ...parts));
    });
    for (const name of fresh) loading.set(key(name), merged);
    merged.catch(() => {
      for (const name of fresh) loading.delete(key(name));
    });
  }
  return Promise.all(catalogs.map((name) => loading.get(key(name))));
}

/**
 * Loads the core catalog of `locale` and every package catalog asked for so far (a chunk each) and
 * activates it. Resolves to false, leaving the language alone, when a later call overtook this one
 * while its chunks were loading (two quick clicks on the switcher end on the second language).
 */
export async function activateLocale(locale: Locale): Promise<boolean> {
  const request = ++latestRequest;
  const code = catalogCode(locale);
  target = code;
  const [core] = await Promise.all([fetchMessages('core', code), loadInto(code, [...wanted])]);
  if (request !== latestRequest) return false;
  i18n.load(code, { ...core });
  i18n.activate(code);
  if (typeof document !== 'undefined') document.documentElement.lang = code;
  return true;
}

/**
 * Adds package catalogs (see catalogs.ts) in the active language, and in every language activated
 * later. Routes call it with their chunk (apps/web `loadCatalogsWithChunks`), so a screen's words
 * arrive with its code; a second call for the same catalog and language costs nothing.
 */
export async function loadCatalogs(catalogs: readonly CatalogName[]): Promise<void> {
  for (const name of catalogs) wanted.add(name);
  // While a switch is under way, the screen may draw in either language: load both.
  const codes = new Set([i18n.locale, target].filter(Boolean));
  await Promise.all([...codes].map((code) => loadInto(code, catalogs)));
}
