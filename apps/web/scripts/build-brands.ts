/**
 * Builds the app once per brand into dist-brands/<id>/ (the e2e suite screenshots every brand's frame).
 * Each build is its own process with its own BRAND, exactly as `BRAND=<id> pnpm build` would run.
 */
import { execFileSync } from 'node:child_process';
import { listBrandIds } from '@paydeck/brand-config/node';

for (const id of listBrandIds()) {
  const started = performance.now();
  execFileSync(
    'pnpm',
    ['exec', 'vite', 'build', '--logLevel', 'warn', '--outDir', `dist-brands/${id}`, '--emptyOutDir'],
    {
      stdio: 'inherit',
      env: { ...process.env, BRAND: id },
    },
  );
  console.log(`built ${id} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
