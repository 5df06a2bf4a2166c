import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { parseBrand } from './src/load.ts';

/** The folder that holds one sub-folder per brand. */
export const brandsDir = fileURLToPath(new URL('../../brands/', import.meta.url));
export const defaultBrandId = 'wallet';

/** Reads and validates brands/<id>/brand.json; throws with file, field and problem when invalid. */
export function loadBrand(id: string = process.env.BRAND ?? defaultBrandId) {
  const file = `${brandsDir}${id}/brand.json`;
  let raw: string;
  try {
    raw = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`Unknown brand "${id}": ${file} does not exist`);
  }
  return { brand: parseBrand(JSON.parse(raw), file), file };
}

const virtualId = 'virtual:paydeck-brand';

/**
 * Provides `virtual:paydeck-brand` (re-exported by `@paydeck/brand-config/active`): the brand chosen
 * by the BRAND environment variable, validated at build time. A build contains only its own brand.
 */
export function brandPlugin(id?: string): Plugin {
  return {
    name: 'paydeck-brand',
    resolveId: (source) => (source === virtualId ? `\0${virtualId}` : undefined),
    load(moduleId) {
      if (moduleId !== `\0${virtualId}`) return undefined;
      const { brand, file } = loadBrand(id);
      this.addWatchFile(file);
      return `export default ${JSON.stringify(brand)};`;
    },
  };
}
