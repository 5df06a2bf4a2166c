import { readFileSync } from 'node:fs';
import { i18n } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import type { CatalogName } from '../catalogs.ts';
import { activateLocale, loadCatalogs } from './activate.ts';

async function read(path: string, code: string) {
  const file = new URL(`../locales/${path}.po`, import.meta.url);
  return formatter().parse(readFileSync(file, 'utf8'), { locale: code, sourceLocale: 'en', filename: file.pathname });
}

/** A translated message only a package catalog has (not the start catalog), in `code`: its id and text. */
async function sample(catalog: CatalogName, code: string): Promise<{ id: string; text: string }> {
  const [messages, core] = await Promise.all([read(`${catalog}/${code}`, code), read(code, code)]);
  const found = Object.entries(messages).find(
    ([id, m]) => m.translation && !m.obsolete && !(id in core) && !/[{<]/.test(m.translation),
  );
  if (!found) throw new Error(`no translated message in ${catalog}/${code}.po`);
  return { id: found[0], text: found[1].translation as string };
}

// In order: the module remembers which catalogs were asked for.
test("a package's words are absent until asked for, then present in the active language", async () => {
  await activateLocale('es');
  const cards = await sample('cards', 'es');
  expect(i18n._(cards.id)).toBe(cards.id);
  await loadCatalogs(['cards']);
  expect(i18n._(cards.id)).toBe(cards.text);
});

test('a language switch brings every catalog asked for so far in the new language', async () => {
  await activateLocale('ru');
  expect(i18n.locale).toBe('ru');
  const cards = await sample('cards', 'ru');
  expect(i18n._(cards.id)).toBe(cards.text);
});

test('a catalog asked for while a switch is under way is there in the new language', async () => {
  const switching = activateLocale('pt');
  await loadCatalogs(['accounts']);
  await switching;
  const accounts = await sample('accounts', 'pt');
  expect(i18n.locale).toBe('pt');
  expect(i18n._(accounts.id)).toBe(accounts.text);
});

test('the start catalog alone carries no package catalog', async () => {
  const kept = await sample('auth', 'uk');
  await activateLocale('ua');
  expect(i18n._(kept.id)).toBe(kept.id);
});
