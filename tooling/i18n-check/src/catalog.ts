import { readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { formatter } from '@lingui/format-po';

/** One message of a catalog, keyed by lingui's id (the hash of message and context, or the explicit id). */
export type Entry = { message?: string; context?: string; translation: string; obsolete: boolean };
export type Catalog = ReadonlyMap<string, Entry>;

const po = formatter();

export async function readCatalog(file: string, sourceLocale = 'en'): Promise<Catalog> {
  const content = await readFile(file, 'utf8');
  const parsed = await po.parse(content, { locale: basename(file, '.po'), sourceLocale, filename: file });
  return new Map(
    Object.entries(parsed).map(([id, m]) => [
      id,
      {
        ...(m.message === undefined ? {} : { message: m.message }),
        ...(m.context === undefined ? {} : { context: m.context }),
        translation: m.translation ?? '',
        obsolete: m.obsolete ?? false,
      },
    ]),
  );
}

/** Every `<locale>.po` in `dir`, by locale. */
export async function readCatalogs(dir: string, sourceLocale = 'en'): Promise<Map<string, Catalog>> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.po')).sort();
  const entries = await Promise.all(
    files.map(async (f) => [basename(f, '.po'), await readCatalog(join(dir, f), sourceLocale)] as const),
  );
  return new Map(entries);
}
