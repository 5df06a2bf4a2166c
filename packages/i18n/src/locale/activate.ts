/// <reference types="vite/client" />
import { i18n, type Messages } from '@lingui/core';
import type { CatalogName } from '../catalogs.ts';
import { catalogCode, type Locale } from './locales.ts';

type Language = { messages: Messages; packages: Record<string, () => Promise<{ messages: Messages }>> };

// A chunk per language (languages/*.ts): its start catalog and the loaders of its package catalogs, a
// chunk each (compiled from the .po on import by @lingui/vite-plugin). Only these six loaders are in the
// first paint: a loader per package and language would cost it about 15 bytes gzip each.
const languages = import.meta.glob<Language>('./languages/*.ts');
/** The languages whose chunk is in: their package loaders are called at once, in the caller's task. */
const loadedLanguages = new Map<string, Language>();

async function language(code: string): Promise<Language> {
  const load = languages[`./languages/${code}.ts`];
  if (!load) throw new Error(`No catalogs for locale ${code}`);
  const loaded = await load();
  loadedLanguages.set(code, loaded);
  return loaded;
}

function fetchMessages(catalog: 'core' | CatalogName, code: string): Promise<Messages> {
  const known = loadedLanguages.get(code);
  if (!known) return language(code).then(() => fetchMessages(catalog, code));
  if (catalog === 'core') return Promise.resolve(known.messages);
  const load = known.packages[`../../locales/${catalog}/${code}.po`];
  if (!load) return Promise.reject(new Error(`No ${catalog} catalog for locale ${code}`));
  return load().then((module) => module.messages);
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
