/**
 * What a brand's build in dist-brands/<id>/ was made from: a SHA-256 over the default brand's build (`dist/`,
 * every file but the derived compressed copies and source maps, by path and content) and the brand's own folder
 * (brands/<id>/). Vite's output is deterministic (content-hashed chunk names, prerendered pages), so an equal
 * record means the brand's build would come out the same. Kept in dist-brands/<id>/.made-from.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brandsDir } from '@paydeck/brand-config/node';

const derived = /\.(br|gz|map)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !derived.test(file))
    .sort();
}

function hashTree(hash: ReturnType<typeof createHash>, label: string, dir: string) {
  for (const file of filesUnder(dir)) {
    hash.update(`${label}/${relative(dir, file)}\0`);
    hash.update(readFileSync(file));
    hash.update('\0');
  }
}

/** The records of these brands from the current `dist/` (in `appDir`, read once) and each one's brands/<id>/. */
export function madeFromEach(ids: readonly string[], appDir = '.', brands: string = brandsDir): Map<string, string> {
  const code = createHash('sha256');
  hashTree(code, 'dist', join(appDir, 'dist'));
  const codeDigest = code.digest('hex');
  return new Map(
    ids.map((id) => {
      const hash = createHash('sha256');
      hash.update(`brand ${id}\0${codeDigest}\0`);
      hashTree(hash, 'brand', join(brands, id));
      return [id, hash.digest('hex')];
    }),
  );
}

/** The record of one brand (madeFromEach for one). */
export const madeFrom = (id: string, appDir = '.', brands: string = brandsDir): string =>
  madeFromEach([id], appDir, brands).get(id) ?? '';

const recordFile = (id: string, appDir: string) => join(appDir, 'dist-brands', id, '.made-from');

/**
 * What a build is for: `full` is `pnpm build`'s own (Lighthouse measures it), `frames` leaves out the precompressed
 * copies and source maps (only the frame journeys open it). A full build serves either; a frames build only frames.
 */
export type BuildPurpose = 'full' | 'frames';

export function isMadeFrom(id: string, record: string, purpose: BuildPurpose, appDir = '.'): boolean {
  const file = recordFile(id, appDir);
  if (!existsSync(join(appDir, 'dist-brands', id, 'index.html')) || !existsSync(file)) return false;
  const [madeFor, madeFromRecord] = readFileSync(file, 'utf8').split('\n');
  return madeFromRecord === record && (madeFor === 'full' || madeFor === purpose);
}

export function recordMadeFrom(id: string, record: string, purpose: BuildPurpose, appDir = '.') {
  writeFileSync(recordFile(id, appDir), `${purpose}\n${record}`);
}
