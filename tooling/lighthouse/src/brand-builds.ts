/**
 * The measured brands' full builds (apps/web dist-brands/<id>), made when stale (apps/web scripts/build-brands.ts).
 * `pnpm --filter @paydeck/lighthouse brand-builds` runs it; the test command does so beside its checks when the
 * frame journeys will run, and the Lighthouse task before it measures.
 */
import { execFileSync } from 'node:child_process';
import { measuredBrands } from './cli-brands.ts';

export function makeMeasuredBuilds(): void {
  execFileSync('pnpm', ['--silent', '--filter', '@paydeck/web', 'build:brands', ...measuredBrands], {
    stdio: 'inherit',
  });
}

if (import.meta.main) makeMeasuredBuilds();
