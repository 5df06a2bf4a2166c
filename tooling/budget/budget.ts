/**
 * Reads apps/web's production build and fails when it is over budget, printing a table:
 * initial JS of the login page ≤ 160 kB gzip, any lazy route chunk ≤ 50 kB gzip, all CSS ≤ 25 kB gzip.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSize, kB, type Limit, type Manifest, overBudget, staticClosure, table } from './measure.ts';

const dist = resolve(import.meta.dirname, '../../apps/web/dist');
const manifest: Manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const sizeOf = (file: string) => gzipSize(readFileSync(join(dist, file)));
const sum = (keys: Iterable<string>) => [...keys].reduce((total, key) => total + sizeOf(manifest[key]?.file ?? ''), 0);

const entryKeys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
const loginKeys = Object.keys(manifest).filter((key) => /packages\/auth\/src\/routes\/public\/login\.tsx/.test(key));
const catalogKeys = Object.keys(manifest).filter((key) => /locales\/en\.po$/.test(key));
if (entryKeys.length === 0 || loginKeys.length === 0) throw new Error('No entry or login route chunk in the manifest');

const initial = staticClosure(manifest, [...entryKeys, ...loginKeys, ...catalogKeys]);
const rows: Limit[] = [
  { name: 'initial JS of /login (entry + login route + en catalog)', kB: kB(sum(initial)), limitKB: 160 },
];

const lazyRoutes = Object.keys(manifest).filter((key) => manifest[key]?.isDynamicEntry && /\/src\/routes\//.test(key));
for (const key of lazyRoutes.sort()) {
  const own = [...staticClosure(manifest, [key])].filter((dep) => !initial.has(dep));
  const name = `route ${key.replace(/^.*\/(packages\/[^/]+|apps\/web)\/src\/routes\//, '$1: ').replace(/\?.*$/, '')}${key.includes('tsr-split=') ? ` (${key.split('tsr-split=')[1]})` : ''}`;
  rows.push({ name, kB: kB(sum(own)), limitKB: 50 });
}

const cssFiles = readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.css'));
rows.push({
  name: `all CSS (${cssFiles.length} files)`,
  kB: kB(cssFiles.reduce((t, f) => t + sizeOf(`assets/${f}`), 0)),
  limitKB: 25,
});

console.log(table(rows));
const over = overBudget(rows);
if (over.length) {
  console.error(`\nOver budget: ${over.map((r) => r.name).join('; ')}`);
  process.exit(1);
}
console.log('\nBudget: all within limits.');
