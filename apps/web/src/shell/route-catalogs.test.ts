// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { QueryClient } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
} from '@tanstack/react-router';
import { isCatalogName, loadCatalogs } from '@paydeck/i18n';
import { packageRouteDirs, routePackages } from '../../route-config';
import { createAppRouter } from './router';
import { loadCatalogsWithChunks, signedInCatalogs } from './route-catalogs';

vi.mock('@paydeck/i18n', async (original) => ({
  ...(await original<typeof import('@paydeck/i18n')>()),
  loadCatalogs: vi.fn(),
}));

afterAll(() => vi.dynamicImportSettled());

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('a route with catalogs', () => {
  test('fetches them at the same moment as its chunk, and draws only when both are in', async () => {
    const catalog = deferred();
    const chunk = deferred();
    const importChunk = vi.fn(() => chunk.promise.then(() => ({ default: () => null })));
    vi.mocked(loadCatalogs).mockReturnValue(catalog.promise);
    const root = createRootRoute();
    const cards = createRoute({
      getParentRoute: () => root,
      path: '/cards',
      staticData: { catalogs: ['cards'] },
      component: lazyRouteComponent(importChunk),
    });
    const router = createRouter({ routeTree: root.addChildren([cards]), history: createMemoryHistory() });
    loadCatalogsWithChunks(Object.values(router.routesById));

    let ready = false;
    const loading = router.loadRouteChunk(cards)?.then(() => {
      ready = true;
    });
    // The catalogs first, then the chunk a task later, before either answers: no waterfall.
    expect(loadCatalogs).toHaveBeenCalledWith(['cards']);
    await new Promise((done) => setTimeout(done, 5));
    expect(importChunk).toHaveBeenCalledTimes(1);
    chunk.resolve();
    await new Promise((done) => setTimeout(done, 10));
    expect(ready).toBe(false);
    catalog.resolve();
    await loading;
    expect(ready).toBe(true);
  });
});

describe("the app's routes", () => {
  const router = createAppRouter(new QueryClient());
  const packagesDir = join(packageRouteDirs[0] as string, '../../..');
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(join(dir, entry.name)) : entry.name.endsWith('.tsx') ? [join(dir, entry.name)] : [],
    );
  const declared = routePackages.flatMap((name, i) =>
    files(packageRouteDirs[i] as string).map((file) => ({
      name,
      file: relative(packagesDir, file),
      id: readFileSync(file, 'utf8').match(/createFileRoute\('([^']+)'\)/)?.[1] ?? '',
    })),
  );

  test('the session layout brings what every signed-in page shows', () => {
    expect(router.routesById['/_session'].options.staticData?.catalogs).toEqual(signedInCatalogs);
  });

  // auth's public pages speak from `auth-public` (sign-in from the start catalog; the bare /account-recovery
  // only redirects); every other route names its package's catalog.
  const publicAuth = ({ name, file }: { name: string; file: string }) =>
    name === 'auth' && file.includes('/routes/public/');
  test.each(
    declared
      .filter((route) => publicAuth(route) && !/\/(login|account-recovery\/index)\.tsx$/.test(route.file))
      .map((route) => ({ ...route, name: 'auth-public' })),
  )('$file declares the $name catalog', ({ name, id }) => {
    expect(router.routesById[id as keyof typeof router.routesById]?.options.staticData?.catalogs).toContain(name);
  });

  test.each(declared.filter((route) => !publicAuth(route)))('$file declares the $name catalog', ({ name, id }) => {
    const catalogs = router.routesById[id as keyof typeof router.routesById]?.options.staticData?.catalogs ?? [];
    expect(catalogs).toContain(name);
    for (const catalog of catalogs) expect(isCatalogName(catalog)).toBe(true);
  });
});
