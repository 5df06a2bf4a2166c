import { gzipSync } from 'node:zlib';

/** One chunk of Vite's build manifest (.vite/manifest.json). */
export type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
export type Manifest = Record<string, ManifestChunk>;

export const kB = (bytes: number) => bytes / 1000;

export function gzipSize(content: Buffer | string): number {
  return gzipSync(content, { level: 9 }).length;
}

/** Manifest keys reached from `keys` through static imports (the chunks that load together). */
export function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  for (const key of keys) visit(key);
  return seen;
}

/** One gated figure: gzip kB by default, bytes when `unit` says so. */
export type Limit = { name: string; kB: number; limitKB: number; unit?: 'kB' | 'B' };

export function overBudget(rows: Limit[]): Limit[] {
  return rows.filter((row) => row.kB > row.limitKB);
}

const shown = (row: Limit, value: number) => (row.unit === 'B' ? `${Math.round(value * 1000)} B` : value.toFixed(1));

export function table(rows: Limit[]): string {
  const width = Math.max(...rows.map((r) => r.name.length), 10);
  const line = (a: string, b: string, c: string, d: string) =>
    `${a.padEnd(width)}  ${b.padStart(9)}  ${c.padStart(9)}  ${d}`;
  return [
    line('what', 'gzip kB', 'limit', ''),
    ...rows.map((r) =>
      line(
        r.name,
        shown(r, r.kB),
        r.unit === 'B' ? shown(r, r.limitKB) : r.limitKB.toFixed(0),
        r.kB > r.limitKB ? 'OVER' : 'ok',
      ),
    ),
  ].join('\n');
}

/**
 * The CSS files of a build, each byte counted once: a prerendered page's one stylesheet (apps/web
 * prerender-head.ts) joins copies of other files of the build, each after a `/* assets/<file> *\/` marker;
 * counting it beside them would count those bytes twice.
 */
export function distinctStylesheets(files: readonly string[], read: (file: string) => string): string[] {
  const names = new Set(files);
  const joinsOthers = (file: string) =>
    [...read(file).matchAll(/^\/\* assets\/(\S+\.css) \*\/$/gm)].some(
      ([, joined]) => joined !== file && names.has(joined ?? ''),
    );
  return files.filter((file) => !joinsOthers(file));
}
