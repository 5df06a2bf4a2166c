// i18n:check — fails when the lingui catalogs are behind the code, incomplete in any language,
// copy English where a translation is due, or lose placeholders. See README.md.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { getConfig } from '@lingui/conf';
import { readCatalog, readCatalogs } from './src/catalog.ts';
import { filesWithoutCatalog } from './src/coverage.ts';
import { extractSource } from './src/extract.ts';
import { findProblems, formatProblems } from './src/rules.ts';

const here = dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({
  options: {
    config: { type: 'string', default: resolve(here, '../../packages/i18n/lingui.config.ts') },
    catalogs: { type: 'string' }, // with --source: check these files instead of extracting (tests)
    source: { type: 'string' },
    allow: { type: 'string', default: resolve(here, 'allowed-identical.json') },
  },
});

const configDir = dirname(values.config);

/** One input per catalog of the config (a fixture folder with --catalogs and --source), named by its folder. */
async function inputs() {
  if (values.catalogs && values.source) {
    const catalogs = await readCatalogs(values.catalogs);
    const source = await readCatalog(values.source);
    const dir = resolve(values.catalogs);
    return [{ dir, name: values.catalogs, sourceLocale: 'en', locales: [...catalogs.keys()], catalogs, source }];
  }
  const config = getConfig({ configPath: values.config });
  const dirs = (config.catalogs ?? []).map((catalog) => dirname(catalog.path.replace('{locale}', config.sourceLocale)));
  if (dirs.length === 0) throw new Error(`No catalog path in ${values.config}`);
  const sources = await extractSource(values.config, config.sourceLocale);
  return Promise.all(
    dirs.map(async (dir, i) => ({
      dir,
      name: relative(configDir, dir) || '.',
      sourceLocale: config.sourceLocale,
      locales: config.locales,
      catalogs: await readCatalogs(dir, config.sourceLocale),
      source: sources[i] ?? new Map(),
    })),
  );
}

/** Folders of .po files inside a catalog's folder that the config does not name: nothing loads them. */
function unknownCatalogs(dirs: readonly string[]): string[] {
  const known = new Set(dirs);
  return dirs.flatMap((dir) =>
    readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !known.has(join(dir, entry.name)))
      .filter((entry) => readdirSync(join(dir, entry.name)).some((file) => file.endsWith('.po')))
      .map((entry) => join(dir, entry.name)),
  );
}

const allInputs = await inputs();
const allowIdentical = JSON.parse(readFileSync(values.allow, 'utf8')) as Record<string, string[]>;
const unknown = unknownCatalogs(allInputs.map((i) => i.dir));
const workspace = resolve(configDir, '../..');
const untaken = values.catalogs ? [] : await filesWithoutCatalog(getConfig({ configPath: values.config }), workspace);
const report = allInputs
  .map((input) => ({ name: input.name, problems: findProblems({ ...input, allowIdentical }) }))
  .filter((catalog) => catalog.problems.length > 0);
const problems = report.flatMap((catalog) => catalog.problems);
const input = {
  locales: allInputs[0]?.locales ?? [],
  source: { size: allInputs.reduce((n, i) => n + i.source.size, 0) },
};
for (const dir of unknown) console.error(`unknown-catalog ${dir}: not a catalog of lingui.config.ts, never loaded`);
for (const file of untaken) {
  console.error(
    `no-catalog-for ${relative(workspace, file)}: writes messages, but no catalog takes it (packages/i18n/src/catalogs.ts)`,
  );
}
if (problems.length || unknown.length || untaken.length) {
  for (const catalog of report) console.error(`${catalog.name}:\n${formatProblems(catalog.problems)}\n`);
  console.error(
    `i18n:check: ${problems.length + unknown.length + untaken.length} problem(s). Run \`pnpm extract\` in packages/i18n, then translate (see packages/i18n/README.md).`,
  );
  process.exitCode = 1;
} else {
  const names = allInputs.map((i) => i.name).join(' ');
  console.log(
    `i18n:check: ${input.source.size} messages, complete in ${input.locales.join(' ')} (catalogs: ${names}).`,
  );
}
