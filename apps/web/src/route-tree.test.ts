// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { QueryClient } from '@tanstack/react-query';
import { packageRouteDirs, routePackages } from '../route-config';
import { routeTree } from './routeTree.gen';

const packagesDir = fileURLToPath(new URL('../../../packages/', import.meta.url));

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? routeFiles(join(dir, entry.name))
      : entry.name.endsWith('.tsx')
        ? [join(dir, entry.name)]
        : [],
  );
}

/** The ids each package's route files declare in createFileRoute('...'). */
function declaredIds(dir: string): string[] {
  return routeFiles(dir).map((file) => {
    const id = readFileSync(file, 'utf8').match(/createFileRoute\('([^']+)'\)/)?.[1];
    if (!id) throw new Error(`${relative(packagesDir, file)} declares no createFileRoute id`);
    return id;
  });
}

const router = createRouter({
  routeTree,
  context: { queryClient: new QueryClient() },
  history: createMemoryHistory(),
});
const mergedIds = new Set(Object.keys(router.routesById));

// Package containers start loading their screens (`import()`) as soon as they are evaluated; let those
// imports finish before the environment is torn down.
afterAll(() => vi.dynamicImportSettled());

describe('the merged route tree', () => {
  test('every package folder with routes is mounted, and only those', () => {
    const withRoutes = readdirSync(packagesDir).filter((name) => existsSync(join(packagesDir, name, 'src/routes')));
    expect([...routePackages].sort()).toEqual(withRoutes.sort());
  });

  test.each(routePackages.map((name, i) => [name, packageRouteDirs[i] as string]))(
    '%s contributes its own routes',
    (_name, dir) => {
      const ids = declaredIds(dir);
      expect(ids.length).toBeGreaterThan(0);
      for (const id of ids) expect(mergedIds).toContain(id);
    },
  );

  test('the shell adds only the root, its index and the session layout', () => {
    const fromPackages = new Set(packageRouteDirs.flatMap(declaredIds));
    const shellOwned = [...mergedIds].filter((id) => !fromPackages.has(id));
    expect(shellOwned.sort()).toEqual(['/', '/_session', '__root__']);
  });
});
