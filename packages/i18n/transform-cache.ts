import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A disk cache for a deterministic transform hook, shared by every Vite-based tool of one checkout.
 *
 * The lingui macros go through Babel, about a quarter of a build's CPU. The same files are transformed again by
 * the app's build, each brand's build, and every package's unit tests and stories that import them, with the
 * same code and the same options, so the same output. The cache keys a result by the file, its code, the
 * environment, NODE_ENV (the macros keep a message's text only outside production) and `version` (what else decides
 * the output: the lockfile and the transform's config), and keeps it in `node_modules/.cache`, which a fresh clone
 * starts without.
 */
export interface TransformCacheOptions {
  /** Folder of the cache entries. */
  directory: string;
  /** Everything besides a file's id and code that decides the output (hash of the lockfile and config). */
  version: string;
}

type TransformResult = { code?: string; map?: unknown } | null | undefined;
type TransformContext = { environment?: { name?: string } };
type TransformHandler = (
  this: TransformContext,
  code: string,
  id: string,
  options?: unknown,
) => Promise<TransformResult>;

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** The default cache folder and version: the checkout's own, invalidated by the lockfile and the lingui config. */
export function linguiTransformCache(configPath: string): TransformCacheOptions {
  const hash = createHash('sha256');
  hash.update(readFileSync(join(repoRoot, 'pnpm-lock.yaml')));
  hash.update(readFileSync(configPath));
  hash.update(readFileSync(fileURLToPath(import.meta.url)));
  return { directory: join(repoRoot, 'node_modules/.cache/paydeck-transforms'), version: hash.digest('hex') };
}

/** Wraps `plugin`'s transform handler (in place, so the plugin's own hooks still set its filter) with the cache. */
export async function withTransformCache<P extends { name: string }>(
  plugin: P | Promise<P>,
  cache: TransformCacheOptions,
): Promise<P> {
  const resolved = await plugin;
  const transform = (resolved as { transform?: { handler?: unknown } }).transform;
  if (!transform || typeof transform.handler !== 'function') {
    throw new Error(`${resolved.name} has no transform handler to cache`);
  }
  const original = transform.handler as TransformHandler;
  mkdirSync(cache.directory, { recursive: true });
  transform.handler = async function cachedTransform(this: TransformContext, code, id, options) {
    const key = createHash('sha256')
      .update(`${cache.version}\0${process.env.NODE_ENV ?? ''}\0${this.environment?.name ?? ''}\0${id}\0`)
      .update(code)
      .digest('hex');
    const file = join(cache.directory, `${key}.json`);
    const hit = readEntry(file);
    if (hit !== undefined) return hit;
    const result = await original.call(this, code, id, options);
    const entry = result ? { code: result.code, map: result.map } : null;
    // Written aside then renamed: two tools transforming the same file at once never read half an entry.
    const aside = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    writeFileSync(aside, JSON.stringify(entry));
    renameSync(aside, file);
    return entry;
  } satisfies TransformHandler;
  return resolved;
}

function readEntry(file: string): TransformResult | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const entry = JSON.parse(text) as { code?: string; map?: unknown } | null;
  return entry ?? null;
}
