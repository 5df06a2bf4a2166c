/**
 * One package's `test:stories`: this Storybook's vitest project over that package's stories only, so a change in
 * one feature reruns its own stories and not every package's (turbo hashes the task per package). Run from the
 * package's folder: `node ../../apps/storybook/scripts/test-stories.ts`.
 *
 * Under turbo, a run with many packages to do has already run them in one batch (stories-batch.ts): the task then
 * reports the verdict the batch left under its hash and passes or fails by it.
 */
import { spawnSync } from 'node:child_process';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readVerdict } from './stories-verdicts.ts';

const verdict = readVerdict(process.env.TURBO_HASH);
if (verdict) {
  console.log(`The stories of ${verdict.package}, from ${verdict.madeBy}: ${verdict.tests} passed.`);
  for (const { name, message } of verdict.failures) console.log(`FAILED ${name}\n${message}\n`);
  process.exit(verdict.passed ? 0 : 1);
}

const storybookDir = fileURLToPath(new URL('..', import.meta.url));
const run = spawnSync('pnpm', ['exec', 'vitest', 'run', ...process.argv.slice(2)], {
  cwd: storybookDir,
  stdio: 'inherit',
  env: { ...process.env, STORIES_PACKAGE: basename(process.cwd()) },
});
process.exit(run.status ?? 1);
