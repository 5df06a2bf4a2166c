// i18n:check — fails when the lingui catalogs are behind the code, incomplete in any language,
// copy English where a translation is due, or lose placeholders. See README.md.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { getConfig } from '@lingui/conf';
import { readCatalog, readCatalogs } from './src/catalog.ts';
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

/** One input per catalog of the config (a fixture folder with --catalogs and --source). */
async function inputs() {
  if (values.catalogs && values.source) {
    const catalogs = await readCatalogs(values.catalogs);
    return [{ sourceLocale: 'en', locales: [...catalogs.keys()], catalogs, source: await readCatalog(values.source) }];
  }
  const config = getConfig({ configPath: values.config });
  const paths = (config.catalogs ?? []).map((catalog) => catalog.path);
  if (paths.length === 0) throw new Error(`No catalog path in ${values.config}`);
  const sources = await extractSource(values.config, config.sourceLocale);
  return Promise.all(
    paths.map(async (path, i) => ({
      sourceLocale: config.sourceLocale,
      locales: config.locales,
      catalogs: await readCatalogs(dirname(path.replace('{locale}', config.sourceLocale)), config.sourceLocale),
      source: sources[i] ?? new Map(),
    })),
  );
}

const allInputs = await inputs();
const allowIdentical = JSON.parse(readFileSync(values.allow, 'utf8')) as Record<string, string[]>;
const problems = allInputs.flatMap((input) => findProblems({ ...input, allowIdentical }));
const input = {
  locales: allInputs[0]?.locales ?? [],
  source: { size: allInputs.reduce((n, i) => n + i.source.size, 0) },
};
if (problems.length) {
  console.error(formatProblems(problems));
  console.error(
    `\ni18n:check: ${problems.length} problem(s). Run \`pnpm extract\` in packages/i18n, then translate (see packages/i18n/README.md).`,
  );
  process.exitCode = 1;
} else {
  console.log(`i18n:check: ${input.source.size} messages, complete in ${input.locales.join(' ')}.`);
}
