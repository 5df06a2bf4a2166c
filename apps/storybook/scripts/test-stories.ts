/**
 * One package's `test:stories`: this Storybook's two vitest projects (stories, screens) over that package's
 * stories only, so a change in one feature reruns its own stories and not every package's (turbo hashes
 * the task per package). Run from the package's folder: `node ../../apps/storybook/scripts/test-stories.ts`.
 */
import { spawnSync } from 'node:child_process';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';

const storybookDir = fileURLToPath(new URL('..', import.meta.url));
const run = spawnSync('pnpm', ['exec', 'vitest', 'run', ...process.argv.slice(2)], {
  cwd: storybookDir,
  stdio: 'inherit',
  env: { ...process.env, STORIES_PACKAGE: basename(process.cwd()) },
});
process.exit(run.status ?? 1);
