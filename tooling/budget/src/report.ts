import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSize, kB } from './measure.ts';
import { bytesBySource, packageOf, type SourceMap, sourceName } from './sources.ts';

/** The build's hidden source maps (`.vite/sourcemaps/`) by the file they describe, with absolute source paths. */
export function readSourceMaps(dist: string): Map<string, SourceMap> {
  const dir = join(dist, '.vite/sourcemaps');
  const maps = new Map<string, SourceMap>();
  if (!existsSync(dir)) return maps;
  for (const name of readdirSync(dir)) {
    const map: SourceMap = JSON.parse(readFileSync(join(dir, name), 'utf8'));
    // The sources are relative to where Rolldown wrote the map, beside its chunk in assets/.
    const sources = map.sources.map((source) => source && resolve(dist, 'assets', source));
    if (map.file) maps.set(map.file, { ...map, sources });
  }
  return maps;
}

export type Script = { file: string; code: string; gzip: number };
export type Share = { name: string; bytes: number; gzip: number };

/**
 * The initial JS by original source (and by package): minified bytes from the source maps, and each
 * source's share of its file's gzip size (gzip does not split exactly; the share is proportional).
 */
export function sourceShares(scripts: Script[], maps: Map<string, SourceMap>): { sources: Share[]; packages: Share[] } {
  const sources = new Map<string, Share>();
  const packages = new Map<string, Share>();
  const add = (into: Map<string, Share>, name: string, bytes: number, gzip: number) => {
    const row = into.get(name) ?? { name, bytes: 0, gzip: 0 };
    into.set(name, { name, bytes: row.bytes + bytes, gzip: row.gzip + gzip });
  };
  for (const script of scripts) {
    const map = maps.get(script.file.split('/').pop() ?? '');
    const bySource = map ? bytesBySource(script.code, map) : new Map([[`${script.file} (no map)`, script.code.length]]);
    for (const [source, bytes] of bySource) {
      const name = sourceName(source);
      const gzip = (bytes / Math.max(script.code.length, 1)) * script.gzip;
      add(sources, name, bytes, gzip);
      add(packages, packageOf(name), bytes, gzip);
    }
  }
  const sorted = (m: Map<string, Share>) => [...m.values()].sort((a, b) => b.gzip - a.gzip);
  return { sources: sorted(sources), packages: sorted(packages) };
}

export function sharesTable(title: string, rows: Share[], limit: number): string {
  const total = rows.reduce((sum, row) => sum + row.gzip, 0);
  const shownRows = rows.slice(0, limit);
  const width = Math.max(...shownRows.map((r) => r.name.length), title.length);
  const line = (a: string, b: string, c: string, d: string) =>
    `${a.padEnd(width)}  ${b.padStart(8)}  ${c.padStart(8)}  ${d.padStart(6)}`;
  return [
    line(title, 'min kB', '≈gzip kB', '%'),
    ...shownRows.map((r) =>
      line(r.name, kB(r.bytes).toFixed(1), kB(r.gzip).toFixed(2), ((100 * r.gzip) / total).toFixed(1)),
    ),
    ...(rows.length > limit ? [`… and ${rows.length - limit} more`] : []),
  ].join('\n');
}

export function filesTable(scripts: Script[]): string {
  const width = Math.max(...scripts.map((s) => s.file.length), 10);
  return [...scripts]
    .sort((a, b) => b.gzip - a.gzip)
    .map((s) => `${s.file.padEnd(width)}  ${kB(s.gzip).toFixed(2).padStart(7)}`)
    .join('\n');
}

export const gzipOf = (code: string) => gzipSize(code);
