// The global pay batch benchmark (issue 18): runs e2e/bench-batch.spec.ts against the production build and a
// fresh sandbox (the journeys' servers; build first: pnpm exec turbo run build --filter=@paydeck/web), and
// prints its JSON line: upload+validate, load+render of the batch screen, one row edit, JS heap, DOM size.
// Usage: pnpm --filter @paydeck/transfers exec node scripts/bench-batch.ts  (JOURNEY_PORT_BASE to move ports)
import { spawnSync } from 'node:child_process';

const result = spawnSync(
  'pnpm',
  [
    'exec',
    'playwright',
    'test',
    'e2e/bench-batch.spec.ts',
    '--output',
    process.env.BENCH_OUTPUT ?? '/tmp/bench-batch-results',
  ],
  { stdio: 'inherit', env: { ...process.env, BENCH_BATCH: '1' }, cwd: new URL('..', import.meta.url).pathname },
);
process.exit(result.status ?? 1);
