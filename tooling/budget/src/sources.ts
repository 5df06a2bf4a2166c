import { decode } from '@jridgewell/sourcemap-codec';

/** The part of a source map the attribution needs. */
export type SourceMap = { file?: string; sources: (string | null)[]; mappings: string };

export const unmapped = '[unmapped]';

/**
 * Characters of generated `code` per original source, as source-map-explorer counts them: each mapping
 * segment owns the code up to the next segment on its line (or the line's end); code before a line's first
 * segment, and segments without a source, are `[unmapped]`.
 */
export function bytesBySource(code: string, map: SourceMap): Map<string, number> {
  const out = new Map<string, number>();
  const add = (source: string, n: number) => n > 0 && out.set(source, (out.get(source) ?? 0) + n);
  const lines = code.split('\n');
  const decoded = decode(map.mappings);
  lines.forEach((line, index) => {
    const segments = decoded[index] ?? [];
    const lineEnd = line.length + (index < lines.length - 1 ? 1 : 0);
    add(unmapped, segments.length ? (segments[0]?.[0] ?? 0) : lineEnd);
    segments.forEach((segment, i) => {
      const end = segments[i + 1]?.[0] ?? lineEnd;
      const source = segment.length > 1 ? map.sources[segment[1] ?? -1] : undefined;
      add(source ?? unmapped, end - segment[0]);
    });
  });
  return out;
}

/** A readable name for a source path: `react-dom/cjs/…` for a library, `@paydeck/ui/src/…` for ours. */
export function sourceName(source: string): string {
  const lib = source.match(/node_modules\/(?!\.pnpm\/)((?:@[^/]+\/)?[^/]+\/.*)$/);
  if (lib?.[1]) return lib[1];
  const own = source.match(/(?:^|\/)(packages|apps|tooling)\/([^/]+)\/(.*)$/);
  if (own) return `@paydeck/${own[2]}/${own[3]}`;
  return source.replace(/^(\.\.\/)+/, '');
}

/** The package a source belongs to: `react-dom`, `@tanstack/router-core`, `@paydeck/ui`. */
export function packageOf(name: string): string {
  const parts = name.split('/');
  return name.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? name);
}
