import { globSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { getCatalogs } from '@lingui/cli/api';
import type { LinguiConfigNormalized } from '@lingui/conf';

/** Whether a source file writes messages: it imports a lingui macro. */
export function usesLingui(source: string): boolean {
  return /from\s+['"]@lingui\/(core|react)\/macro['"]/.test(source);
}

const notMessages = /\.(test|stories|typetest)\.tsx?$|\.gen\.ts$/;

/**
 * The files of the app and the packages that write messages no catalog of the config takes: lingui would
 * extract nothing from them, so their texts would reach the screen as bare ids. (A package that gets its
 * first message joins packages/i18n/src/catalogs.ts.)
 */
export async function filesWithoutCatalog(config: LinguiConfigNormalized, workspace: string): Promise<string[]> {
  const catalogs = await getCatalogs(config);
  const taken = new Set(catalogs.flatMap((catalog) => catalog.sourcePaths.map((path) => resolve(path))));
  return globSync(['packages/*/src/**/*.{ts,tsx}', 'apps/web/src/**/*.{ts,tsx}'], { cwd: workspace })
    .map((path) => resolve(workspace, path))
    .filter((path) => !notMessages.test(path) && !path.includes('/node_modules/') && !taken.has(path))
    .filter((path) => usesLingui(readFileSync(path, 'utf8')))
    .sort();
}
