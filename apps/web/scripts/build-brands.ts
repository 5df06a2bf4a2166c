/**
 * Every brand's build in dist-brands/<id>/ (the shell's frame journeys open each brand's own build; Lighthouse
 * measures two). The brand of `pnpm build` (BRAND, default wallet) is already built in dist/ (the task depends
 * on it): it is copied, not built again. The others are built two at a time (the builds wait on one another's
 * disk and on single-threaded plugins, so two share this 2-core machine better than one), each its own process
 * with its own BRAND, exactly as `BRAND=<id> pnpm build` would run.
 */
import { spawn } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { defaultBrandId, listBrandIds } from '@paydeck/brand-config/node';

const builtBrand = process.env.BRAND || defaultBrandId;
const parallel = 2;

function build(id: string): Promise<void> {
  const started = performance.now();
  const args = ['exec', 'vite', 'build', '--logLevel', 'warn', '--outDir', `dist-brands/${id}`, '--emptyOutDir'];
  const child = spawn('pnpm', args, { stdio: 'inherit', env: { ...process.env, BRAND: id } });
  return new Promise((done, fail) => {
    child.on('error', fail);
    child.on('exit', (code) => {
      if (code !== 0) return fail(new Error(`the ${id} build failed (exit ${code})`));
      console.log(`built ${id} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      done();
    });
  });
}

rmSync(`dist-brands/${builtBrand}`, { recursive: true, force: true });
cpSync('dist', `dist-brands/${builtBrand}`, { recursive: true });
console.log(`copied ${builtBrand} from dist/`);

const queue = listBrandIds().filter((id) => id !== builtBrand);
async function worker(): Promise<void> {
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) await build(id);
}
await Promise.all(Array.from({ length: parallel }, worker));
