/**
 * Brands' builds in dist-brands/<id>/: `node scripts/build-brands.ts [--for=frames] [id…]`, every brand when none
 * is named. Lighthouse measures two (tooling/lighthouse: full builds, as `pnpm build` makes them); the shell's
 * frame journeys open all six (e2e/frames: `--for=frames`, builds without the precompressed copies and source maps,
 * a third of a build's CPU; a full build serves them too).
 *
 * Only a stale build is made. Each records what it was made from (made-from.ts): the default brand's `dist/` (the
 * code, byte for byte) and its own brands/<id>/ files. So a change that leaves both alone rebuilds nothing, and a
 * run whose consumers turbo has cached (a change in one feature package) builds no brand. The brand of
 * `pnpm build` (BRAND, default wallet) is already built in dist/: it is copied, not built again. The others are
 * built two at a time (the builds wait on one another's disk and on single-threaded plugins, so two share this
 * 2-core machine better than one), each its own process with its own BRAND, as `BRAND=<id> pnpm build` runs.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { defaultBrandId, listBrandIds } from '@paydeck/brand-config/node';
import { type BuildPurpose, isMadeFrom, madeFromEach, recordMadeFrom } from './made-from.ts';

const builtBrand = process.env.BRAND || defaultBrandId;
const parallel = 2;

function build(id: string, purpose: BuildPurpose): Promise<void> {
  const started = performance.now();
  const args = ['exec', 'vite', 'build', '--logLevel', 'warn', '--outDir', `dist-brands/${id}`, '--emptyOutDir'];
  const env = { ...process.env, BRAND: id, PAYDECK_BUILD_FOR: purpose === 'frames' ? 'frames' : '' };
  const child = spawn('pnpm', args, { stdio: 'inherit', env });
  return new Promise((done, fail) => {
    child.on('error', fail);
    child.on('exit', (code) => {
      if (code !== 0) return fail(new Error(`the ${id} build failed (exit ${code})`));
      console.log(`built ${id} (${purpose}) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      done();
    });
  });
}

if (!existsSync('dist/index.html')) throw new Error('No build in apps/web/dist: run `pnpm build` first.');
const args = process.argv.slice(2);
const purpose: BuildPurpose = args.includes('--for=frames') ? 'frames' : 'full';
const asked = args.filter((arg) => !arg.startsWith('--'));
const known = listBrandIds();
for (const id of asked) if (!known.includes(id)) throw new Error(`Unknown brand ${id} (brands: ${known.join(', ')})`);

// Each brand's record is taken before any build: a build changes neither dist/ nor brands/.
const records = madeFromEach(asked.length ? asked : known);
const stale = [...records].filter(([id, record]) => {
  const fresh = isMadeFrom(id, record, purpose);
  if (fresh) console.log(`${id}: up to date with dist/ and brands/${id}/`);
  return !fresh;
});

for (const [id, record] of stale.filter(([id]) => id === builtBrand)) {
  rmSync(`dist-brands/${id}`, { recursive: true, force: true });
  cpSync('dist', `dist-brands/${id}`, { recursive: true });
  recordMadeFrom(id, record, 'full');
  console.log(`copied ${id} from dist/`);
}

const queue = stale.filter(([id]) => id !== builtBrand);
async function worker(): Promise<void> {
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    const [id, record] = next;
    await build(id, purpose);
    recordMadeFrom(id, record, purpose);
  }
}
await Promise.all(Array.from({ length: parallel }, worker));
