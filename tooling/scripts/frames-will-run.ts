/**
 * Exits 0 when this run's frame journeys (@paydeck/e2e-frames#e2e) will run, 1 when turbo has them cached or they
 * are out of scope. Their hash does not hold the feature packages, so it is known before anything is built: the
 * test command then makes the brands' builds beside the checks instead of in the journeys' turn, and makes none when
 * the frames are cached. Arguments are passed to `turbo run e2e --dry=json` (e.g. --affected).
 */
import { execFileSync } from 'node:child_process';

const framesTask = '@paydeck/e2e-frames#e2e';
const dry = execFileSync('pnpm', ['exec', 'turbo', 'run', 'e2e', '--dry=json', ...process.argv.slice(2)], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
  stdio: ['ignore', 'pipe', 'inherit'],
});
const tasks = (JSON.parse(dry) as { tasks: { taskId: string; cache: { status: string } }[] }).tasks;
const status = tasks.find((task) => task.taskId === framesTask)?.cache.status ?? 'not in scope';
console.log(`${framesTask}: ${status}`);
process.exit(status === 'MISS' ? 0 : 1);
