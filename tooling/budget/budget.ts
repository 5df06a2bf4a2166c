/**
 * Loads /login of apps/web's production build in Chromium, counts what the browser fetched until the login
 * form was usable (gzip -9), prints where those bytes come from (source maps) and what each route definition
 * costs, and fails when the build is over budget (limits below; see README.md).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fetchedByLoad } from './src/load.ts';
import {
  distinctStylesheets,
  gzipSize,
  kB,
  type Limit,
  type Manifest,
  overBudget,
  staticClosure,
  table,
} from './src/measure.ts';
import { filesTable, readSourceMaps, type Script, sharesTable, sourceShares } from './src/report.ts';
import { routeCosts, routeRanges } from './src/routes.ts';
import { serveBuild } from './src/server.ts';

const limits = { initialKB: 140, routeCostBytes: 100, lazyChunkKB: 50, cssKB: 28 };

const web = resolve(import.meta.dirname, '../../apps/web');
const dist = resolve(process.env.BUDGET_DIST ?? join(web, 'dist'));
const manifest: Manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const maps = readSourceMaps(dist);

const server = await serveBuild(dist);
const fetched = await fetchedByLoad(server.url).finally(server.close);
const scripts: Script[] = fetched
  .filter((f) => f.type === 'script' || f.path.endsWith('.js'))
  .map((f) => ({ file: f.path.replace(/^\//, ''), code: f.body.toString('utf8'), gzip: gzipSize(f.body) }));
const initialBytes = scripts.reduce((sum, s) => sum + s.gzip, 0);

// The route definitions: each route's own code in the chunk that holds the route tree, leave-one-out gzip cost.
const tree = readFileSync(join(web, 'src/routeTree.gen.ts'), 'utf8');
const treeScript = scripts.find((s) =>
  maps.get(s.file.split('/').pop() ?? '')?.sources.some((x) => x?.endsWith('routeTree.gen.ts')),
);
const treeMap = treeScript && maps.get(treeScript.file.split('/').pop() ?? '');
if (!treeScript || !treeMap) throw new Error('No fetched script holds the route tree (are the source maps built?)');
const costs = routeCosts(treeScript.code, routeRanges(treeScript.code, treeMap, tree)).sort(
  (a, b) => b.gzipCost - a.gzipCost,
);
const worst = costs[0];

const rows: Limit[] = [
  {
    name: `initial JS of /login (${scripts.length} files, browser load)`,
    kB: kB(initialBytes),
    limitKB: limits.initialKB,
  },
  {
    name: `dearest route definition (${worst?.route}; mean of ${costs.length}: ${Math.round(costs.reduce((s, c) => s + c.gzipCost, 0) / costs.length)} B)`,
    kB: kB(worst?.gzipCost ?? 0),
    limitKB: kB(limits.routeCostBytes),
    unit: 'B',
  },
];

// Lazy route chunks: what each loads beyond what /login already fetched.
const fetchedFiles = new Set(scripts.map((s) => s.file));
const initialKeys = Object.keys(manifest).filter((key) => fetchedFiles.has(manifest[key]?.file ?? ''));
const initial = staticClosure(manifest, initialKeys);
const sizeOf = (file: string) => gzipSize(readFileSync(join(dist, file)));
const lazyRoutes = Object.keys(manifest).filter((key) => manifest[key]?.isDynamicEntry && /\/src\/routes\//.test(key));
// Chunks most lazy routes load (the design system's react-aria family) are gated once as their own row: they
// are fetched with the first signed-in screen and cached for the rest.
const closures = new Map(
  lazyRoutes.map((key) => [key, [...staticClosure(manifest, [key])].filter((d) => !initial.has(d))]),
);
const uses = new Map<string, number>();
for (const deps of closures.values()) for (const dep of deps) uses.set(dep, (uses.get(dep) ?? 0) + 1);
const common = new Set(
  [...uses].filter(([dep, n]) => n > lazyRoutes.length / 2 && !lazyRoutes.includes(dep)).map(([dep]) => dep),
);
rows.push({
  name: `chunks most lazy routes share (${common.size} files)`,
  kB: kB([...common].reduce((sum, dep) => sum + sizeOf(manifest[dep]?.file ?? ''), 0)),
  limitKB: limits.lazyChunkKB,
});
for (const key of lazyRoutes.sort()) {
  const own = (closures.get(key) ?? []).filter((dep) => !common.has(dep));
  const bytes = own.reduce((sum, dep) => sum + sizeOf(manifest[dep]?.file ?? ''), 0);
  const name = `route ${key.replace(/^.*\/(packages\/[^/]+|apps\/web)\/src\/routes\//, '$1: ').replace(/\?.*$/, '')}${key.includes('tsr-split=') ? ` (${key.split('tsr-split=')[1]})` : ''}`;
  rows.push({ name, kB: kB(bytes), limitKB: limits.lazyChunkKB });
}

const cssFiles = distinctStylesheets(
  readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.css')),
  (file) => readFileSync(join(dist, 'assets', file), 'utf8'),
);
rows.push({
  name: `all CSS (${cssFiles.length} files)`,
  kB: kB(cssFiles.reduce((t, f) => t + sizeOf(`assets/${f}`), 0)),
  limitKB: limits.cssKB,
});

const { sources, packages } = sourceShares(scripts, maps);
const width = Math.max(...costs.map((c) => c.route.length));
console.log(`Initial JS of /login, as Chromium fetched it (gzip -9 kB)\n${filesTable(scripts)}\n`);
console.log(`${sharesTable('largest packages of the initial JS', packages, 15)}\n`);
console.log(`${sharesTable('largest sources of the initial JS', sources, 25)}\n`);
console.log(`${'route definition'.padEnd(width)}  min bytes  gzip cost (leave-one-out)`);
for (const c of costs)
  console.log(`${c.route.padEnd(width)}  ${String(c.bytes).padStart(9)}  ${String(c.gzipCost).padStart(6)} B`);
console.log(`\n${table(rows)}`);
const over = overBudget(rows);
if (over.length) {
  console.error(`\nOver budget: ${over.map((r) => r.name).join('; ')}`);
  process.exit(1);
}
console.log('\nBudget: all within limits.');
