import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** A workspace package: its name, its folder and its package.json `exports` map. */
export interface WorkspacePackage {
  name: string;
  dir: string;
  exports?: Record<string, string> | string;
}

/** Every module specifier a TypeScript file names: `import … from`, `export … from`, `import '…'`, `import('…')`. */
export function specifiersOf(source: string): string[] {
  const found = new Set<string>();
  const patterns = [
    /\b(?:import|export)\s+(?:type\s+)?[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) for (const match of source.matchAll(pattern)) if (match[1]) found.add(match[1]);
  return [...found];
}

const extensions = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function asFile(path: string): string | undefined {
  for (const extension of extensions) {
    const candidate = path + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** The file a specifier names from `fromFile`, or undefined for an npm package or a file that does not exist. */
export function resolveSpecifier(
  specifier: string,
  fromFile: string,
  packages: readonly WorkspacePackage[],
): string | undefined {
  if (specifier.startsWith('.')) return asFile(resolve(dirname(fromFile), specifier.replace(/\?.*$/, '')));
  const owner = packages.find((pkg) => specifier === pkg.name || specifier.startsWith(`${pkg.name}/`));
  if (!owner) return undefined;
  const subpath = `.${specifier.slice(owner.name.length)}`;
  const target = typeof owner.exports === 'string' ? owner.exports : owner.exports?.[subpath];
  return asFile(join(owner.dir, target ?? subpath));
}

/**
 * Every file reached from `starts` by following imports through the workspace (npm packages are not
 * followed): what a task over those files really reads of other packages.
 */
export function importClosure(starts: readonly string[], packages: readonly WorkspacePackage[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...starts];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.tsx?$/.test(file)) continue;
    for (const specifier of specifiersOf(readFileSync(file, 'utf8'))) {
      const target = resolveSpecifier(specifier, file, packages);
      if (target && !seen.has(target)) queue.push(target);
    }
  }
  return seen;
}
