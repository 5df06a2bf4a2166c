// One-off migration (issue 22, item 5): fills the new per-package catalogs' translations from the two
// old catalogs (core `src/locales/{locale}.po`, session `src/locales/session/{locale}.po`), by lingui id.
//
//   1. cp -r src/locales /tmp/old-locales      (the old catalogs, before the config changes)
//   2. pnpm extract                             (the new catalogs, English filled, others empty)
//   3. node scripts/split-catalogs.ts /tmp/old-locales
//   4. pnpm extract                             (lingui's own layout again; must change nothing else)
//
// Prints, per language, how many translations moved, what is still empty, and every old translation
// that is in no new catalog (must be 0 unless the message left the code).
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatter } from '@lingui/format-po';

const old = process.argv[2];
if (!old) throw new Error('usage: node scripts/split-catalogs.ts <old locales folder>');
const locales = ['es', 'ro', 'ru', 'uk', 'pt'];
const root = new URL('../src/locales/', import.meta.url).pathname;
const po = formatter({ origins: false, lineNumbers: false });

type Catalog = Record<string, { message?: string; translation?: string; obsolete?: boolean }>;
const read = async (file: string, locale: string): Promise<Catalog> =>
  existsSync(file)
    ? ((await po.parse(readFileSync(file, 'utf8'), { locale, sourceLocale: 'en', filename: file })) as Catalog)
    : {};

const newDirs = [
  '',
  ...readdirSync(root).filter((name) => statSync(join(root, name)).isDirectory() && name !== 'session'),
];
let failed = false;
for (const locale of locales) {
  const oldCore = await read(join(old, `${locale}.po`), locale);
  const oldSession = await read(join(old, 'session', `${locale}.po`), locale);
  const placed = new Set<string>();
  let moved = 0;
  const empty: string[] = [];
  for (const dir of newDirs) {
    const file = join(root, dir, `${locale}.po`);
    const content = readFileSync(file, 'utf8');
    const catalog = await read(file, locale);
    // The core catalog was the core before; every other was in the session catalog.
    const sources = dir === '' ? [oldCore, oldSession] : [oldSession, oldCore];
    for (const [id, entry] of Object.entries(catalog)) {
      if (entry.obsolete) continue;
      placed.add(id);
      if (entry.translation) continue;
      const found = sources.map((source) => source[id]?.translation).find(Boolean);
      if (found) {
        entry.translation = found;
        moved++;
      } else empty.push(`${dir || 'core'}: ${entry.message ?? id}`);
    }
    const text = await po.serialize(
      catalog as never,
      { locale, sourceLocale: 'en', existing: content, filename: file } as never,
    );
    writeFileSync(file, text);
  }
  const lost = [oldCore, oldSession].flatMap((source) =>
    Object.entries(source)
      .filter(([id, entry]) => entry.translation && !entry.obsolete && !placed.has(id))
      .map(([, entry]) => entry.message),
  );
  console.log(
    `${locale}: ${moved} translations moved, ${empty.length} empty, ${lost.length} old translations in no catalog`,
  );
  for (const line of empty) console.log(`  empty   ${line}`);
  for (const message of lost) console.log(`  lost    ${message}`);
  if (lost.length) failed = true;
}
process.exitCode = failed ? 1 : 0;
