/**
 * Fails (exit 1) when a source of apps/, packages/ or e2e/ reads a money-named value as a binary float:
 * `parseFloat(amount)`, `Number(row.amount)`, `+fee`, `total.toFixed(2)` (src/money-floats.ts says what is found).
 * Money is a decimal string or integer minor units: use @paydeck/brand-config/decimal. A use on a value that is not
 * money despite its name (a count) goes in `notMoney` below with the reason. Run from the root:
 * `node tooling/lint/money-floats.ts`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { moneyFloats } from './src/money-floats.ts';

const root = resolve(import.meta.dirname, '../..');
const skipped = new Set([
  'node_modules',
  'dist',
  'storybook-static',
  '.turbo',
  '.sandbox-data',
  'test-results',
  'playwright-report',
  'coverage',
]);

/** Uses on values named like money that are not money: the file, the text of the use, and why. */
const notMoney: readonly { file: string; text: string; reason: string }[] = [];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (skipped.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|tsx|mts|js|mjs)$/.test(entry.name) && !entry.name.endsWith('.gen.ts') ? [path] : [];
  });
}

const problems: string[] = [];
const used = new Set<(typeof notMoney)[number]>();
for (const file of ['apps', 'packages', 'e2e'].flatMap((dir) => sources(join(root, dir)))) {
  const path = relative(root, file);
  for (const { line, column, text } of moneyFloats(readFileSync(file, 'utf8'))) {
    const exception = notMoney.find((each) => each.file === path && each.text === text);
    if (exception) used.add(exception);
    else problems.push(`${path}:${line}:${column}: ${text}`);
  }
}
for (const exception of notMoney.filter((each) => !used.has(each))) {
  problems.push(`${exception.file}: the exception for ${exception.text} matches nothing any more; remove it`);
}
if (problems.length > 0) {
  console.error('Money read as a float (use @paydeck/brand-config/decimal: decimal strings or minor units):');
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log('money floats: no parseFloat, Number(), unary + or toFixed on a money-named value');
