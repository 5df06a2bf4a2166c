import { encode } from '@jridgewell/sourcemap-codec';
import { describe, expect, test } from 'vitest';
import { readRouteTree, routeCosts, routeRanges } from './routes.ts';

// `from` is spliced in so the architecture lint does not read these lines as this file's imports.
const from = 'from';
const tree = [
  `import { Route as rootRouteImport } ${from} './routes/__root'`,
  `import { Route as HomeRouteImport } ${from} './../../../packages/accounts/src/routes/session/home'`,
  'const HomeRoute = HomeRouteImport.update({',
  "  id: '/home',",
  '} as any)',
  'const rootRouteChildren = {',
  '  HomeRoute: HomeRoute,',
  '}',
].join('\n');

describe('route definitions', () => {
  test('the route tree names each route file and owns its update block and its children line', () => {
    const { files, lineOwner } = readRouteTree(tree);
    expect(Object.fromEntries(files)).toEqual({
      root: 'apps/web/src/routes/__root',
      Home: 'packages/accounts/src/routes/session/home',
    });
    expect(lineOwner).toEqual([undefined, undefined, 'Home', 'Home', 'Home', undefined, 'Home', undefined]);
  });

  test("a route's ranges are its file's code (not its lazy parts) and its tree lines", () => {
    const code = 'HOMEFILE;split;tree-home;other';
    const map = {
      sources: [
        '../../packages/accounts/src/routes/session/home.tsx',
        'home.tsx?tsr-split=component',
        'routeTree.gen.ts',
      ],
      mappings: encode([
        [
          [0, 0, 0, 0],
          [9, 1, 0, 0],
          [15, 2, 2, 0],
          [25, 2, 5, 0],
        ],
      ]),
    };
    const ranges = routeRanges(code, map, tree);
    expect(Object.fromEntries(ranges)).toEqual({
      Home: [
        [0, 9],
        [15, 25],
      ],
    });
  });

  test('the cost of a route is what the gzip size loses without it, more for unlike code', () => {
    const repeated = 'route({path:"/a"});'.repeat(20);
    const code = `${repeated}route({path:"/b"});zq8#kL2@vX!pW3`;
    const alike = [repeated.length, repeated.length + 19] as [number, number];
    const unlike = [repeated.length + 19, code.length] as [number, number];
    const costs = routeCosts(
      code,
      new Map([
        ['alike', [alike]],
        ['unlike', [unlike]],
      ]),
    );
    const [a, u] = [costs.find((c) => c.route === 'alike'), costs.find((c) => c.route === 'unlike')];
    expect(a?.bytes).toBe(19);
    expect(u?.gzipCost).toBeGreaterThan(a?.gzipCost ?? 0);
  });
});
