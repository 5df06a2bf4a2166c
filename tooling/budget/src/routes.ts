import { posix } from 'node:path';
import { decode } from '@jridgewell/sourcemap-codec';
import { gzipSize } from './measure.ts';
import type { SourceMap } from './sources.ts';

/** A path from the repository root without extension: `packages/auth/src/routes/public/login`. */
const repoKey = (path: string) => path.match(/(?:^|\/)((?:packages|apps)\/.*?)(?:\.tsx?)?$/)?.[1] ?? path;

/**
 * Who owns each line of the generated route tree (apps/web/src/routeTree.gen.ts): a route's `update({…})`
 * block and its line in a children object belong to that route; `files` maps each route to its file.
 */
export function readRouteTree(tree: string): { files: Map<string, string>; lineOwner: (string | undefined)[] } {
  const files = new Map<string, string>();
  const lineOwner: (string | undefined)[] = [];
  let block: string | undefined;
  for (const line of tree.split('\n')) {
    const imported = line.match(/^import \{ Route as (\w+)RouteImport \} from '(.+)'/);
    if (imported?.[1] && imported[2]) files.set(imported[1], repoKey(posix.join('apps/web/src', imported[2])));
    const opened = line.match(/^const (\w+)Route = \w+RouteImport\.update\(/)?.[1];
    if (opened) block = opened;
    const child = line.match(/^\s+(\w+)Route: \1Route(?:WithChildren)?,$/)?.[1];
    lineOwner.push(block ?? child);
    if (block && /^\}/.test(line)) block = undefined;
  }
  return { files, lineOwner };
}

export type Range = [start: number, end: number];

/**
 * The generated code of each route's definition in one chunk: the code mapped to its route file (not to its
 * lazy `?tsr-split` parts) and to its lines of the route tree.
 */
export function routeRanges(code: string, map: SourceMap, tree: string): Map<string, Range[]> {
  const { files, lineOwner } = readRouteTree(tree);
  const routeOfFile = new Map([...files].map(([route, file]) => [file, route]));
  const ownerOfSource = map.sources.map((source) => {
    if (!source || source.includes('?')) return undefined;
    if (/routeTree\.gen\.ts$/.test(source)) return 'tree';
    return routeOfFile.get(repoKey(source));
  });
  const out = new Map<string, Range[]>();
  let offset = 0;
  const lines = code.split('\n');
  decode(map.mappings).forEach((segments, index) => {
    const lineEnd = (lines[index]?.length ?? 0) + (index < lines.length - 1 ? 1 : 0);
    segments.forEach((segment, i) => {
      const owner = segment.length > 2 ? ownerOfSource[segment[1] ?? -1] : undefined;
      const route = owner === 'tree' ? lineOwner[segment[2] ?? -1] : owner;
      if (!route) return;
      const end = segments[i + 1]?.[0] ?? lineEnd;
      out.set(route, [...(out.get(route) ?? []), [offset + segment[0], offset + end]]);
    });
    offset += lineEnd;
  });
  return out;
}

const without = (code: string, ranges: Range[]) => {
  let out = '';
  let at = 0;
  for (const [start, end] of [...ranges].sort((a, b) => a[0] - b[0])) {
    out += code.slice(at, start);
    at = Math.max(at, end);
  }
  return out + code.slice(at);
};

export type RouteCost = { route: string; bytes: number; gzipCost: number };

/**
 * What each route's definition costs in the compressed chunk: the chunk's gzip size with it minus the size
 * without it (leave-one-out), which is what adding a route like it costs the first paint.
 */
export function routeCosts(code: string, ranges: Map<string, Range[]>): RouteCost[] {
  const whole = gzipSize(code);
  return [...ranges].map(([route, own]) => ({
    route,
    bytes: own.reduce((sum, [start, end]) => sum + end - start, 0),
    gzipCost: whole - gzipSize(without(code, own)),
  }));
}
