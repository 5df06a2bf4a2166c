/**
 * Fails (exit 1) when any workspace source file or package.json points up the dependency
 * direction of DESIGN.md, when one feature imports another, or when a file reaches into another
 * package by a relative path. Run from the repository root: `node tooling/lint/architecture.ts`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { importViolation, type Role, type Workspace } from './rules.ts';

const root = resolve(import.meta.dirname, '../..');
// apps/server is the web app's production server: it serves apps/web's build and sends its CSP (a tool of the app).
const roleOfApp: Record<string, Role> = { web: 'app', storybook: 'app', sandbox: 'server', server: 'tooling' };

type Pkg = {
  short: string;
  dir: string;
  json: { name: string; paydeck?: { layer?: Role }; dependencies?: object; devDependencies?: object };
};

function workspacePackages(): Pkg[] {
  const dirs = ['apps', 'packages', 'tooling'].flatMap((group) =>
    readdirSync(join(root, group)).map((name) => join(root, group, name)),
  );
  dirs.push(join(root, 'e2e'));
  return dirs
    .filter((dir) => statSync(join(dir, 'package.json'), { throwIfNoEntry: false }))
    .map((dir) => {
      const json = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      return { short: json.name.replace('@paydeck/', ''), dir, json };
    });
}

function roleOf(pkg: Pkg): Role {
  const rel = relative(root, pkg.dir);
  if (rel.startsWith(`apps${sep}`)) return roleOfApp[pkg.short] ?? 'app';
  if (rel.startsWith(`tooling${sep}`) || rel === 'e2e') return 'tooling';
  const layer = pkg.json.paydeck?.layer;
  if (!layer) throw new Error(`${rel}/package.json has no "paydeck": { "layer" } (base, auth, accounts or feature)`);
  return layer;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (['node_modules', 'dist', 'storybook-static', '.turbo', 'drizzle'].includes(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts|js|mjs)$/.test(entry.name) && !entry.name.endsWith('.gen.ts') ? [path] : [];
  });
}

const importPattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;

const packages = workspacePackages();
const ws: Workspace = Object.fromEntries(packages.map((p) => [p.short, roleOf(p)]));
const problems: string[] = [];

for (const pkg of packages) {
  const deps = { ...pkg.json.dependencies, ...pkg.json.devDependencies };
  for (const dep of Object.keys(deps).filter((d) => d.startsWith('@paydeck/'))) {
    // The sandbox depends on a package to import its `/api` entry; the source check below holds it to that.
    const subpath = ws[pkg.short] === 'server' ? 'api' : '';
    const why = importViolation(ws, pkg.short, dep.replace('@paydeck/', ''), subpath);
    if (why) problems.push(`${relative(root, pkg.dir)}/package.json: ${why}`);
  }
  for (const file of sourceFiles(pkg.dir)) {
    const text = readFileSync(file, 'utf8');
    for (const [, specifier = ''] of text.matchAll(importPattern)) {
      const where = relative(root, file);
      if (specifier.startsWith('@paydeck/')) {
        const [name = '', ...rest] = specifier.slice('@paydeck/'.length).split('/');
        const why = importViolation(ws, name, name) ?? importViolation(ws, pkg.short, name, rest.join('/'));
        if (why) problems.push(`${where}: imports ${specifier}: ${why}`);
      } else if (specifier.startsWith('.')) {
        const target = resolve(file, '..', specifier);
        const owner = packages.find((p) => target === p.dir || target.startsWith(p.dir + sep));
        if (owner && owner !== pkg)
          problems.push(
            `${where}: imports ${specifier}: reaches into ${owner.json.name} by path; import the package instead`,
          );
      }
    }
  }
}

if (problems.length) {
  console.error(`Architecture check failed (${problems.length}):\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`Architecture check passed: ${packages.length} packages, imports point down only.`);
