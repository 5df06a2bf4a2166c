import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type Catalog, readCatalog } from './catalog.ts';

const linguiBin = fileURLToPath(new URL('../node_modules/.bin/lingui', import.meta.url));

/**
 * The messages in the code now, per catalog of the config (in its order): `lingui extract` with the
 * workspace's config, but writing the source-language catalogs into a temporary folder, so the
 * committed catalogs stay untouched.
 */
export async function extractSource(configPath: string, sourceLocale: string): Promise<Catalog[]> {
  const tmp = mkdtempSync(join(tmpdir(), 'i18n-check-'));
  try {
    const tmpConfig = join(tmp, 'lingui.config.mjs');
    writeFileSync(
      tmpConfig,
      [
        `import base from ${JSON.stringify(pathToFileURL(configPath).href)};`,
        'export default {',
        '  ...base,',
        `  rootDir: ${JSON.stringify(dirname(configPath))},`,
        `  locales: [${JSON.stringify(sourceLocale)}],`,
        `  catalogs: base.catalogs.map((c, i) => ({ ...c, path: ${JSON.stringify(tmp)} + '/' + i + '/{locale}' })),`,
        '};',
        '',
      ].join('\n'),
    );
    const run = spawnSync(linguiBin, ['extract', '--config', tmpConfig], {
      cwd: dirname(configPath),
      encoding: 'utf8',
      // the lingui bin runs `node` from PATH: make it this Node (24), not the machine's 20
      env: { ...process.env, PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ''}` },
    });
    if (run.status !== 0) {
      throw new Error(`lingui extract failed (exit ${run.status}):\n${run.stdout}\n${run.stderr}`);
    }
    const count = (await import(pathToFileURL(configPath).href)).default.catalogs.length as number;
    return await Promise.all(
      Array.from({ length: count }, (_, i) => readCatalog(join(tmp, String(i), `${sourceLocale}.po`), sourceLocale)),
    );
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
