/**
 * The stories of many packages in one run: `node apps/storybook/scripts/stories-batch.ts [turbo's filters]`.
 *
 * Each package's `test:stories` is its own turbo task, so a change in one feature reruns only its stories. But each
 * of those runs starts its own Vite, vitest and browser and optimises the same dependencies: about 25 CPU-s before
 * its first story, so a run with every package to do spent more on starting than on most packages' stories.
 *
 * So when turbo would run two or more packages' stories (a cold run, a change in ui), this runs them once, in one
 * vitest run over those packages, and leaves each package a verdict named by the hash turbo gave its task
 * (stories-verdicts.ts). Then `turbo run test:stories` runs each package's task as usual: the task finds its verdict,
 * reports it, passes or fails by it, and turbo caches that as it would the package's own run. A package the batch
 * gave no verdict (the batch broke before its stories ran, or failed where no package's results show) runs its own
 * stories in its task.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BatchReport, verdictsOfBatch, writeVerdict } from './stories-verdicts.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const storybookDir = fileURLToPath(new URL('..', import.meta.url));

interface DryRunTask {
  taskId: string;
  hash: string;
  directory: string;
  command: string;
  cache: { status: string };
}

/** The packages whose `test:stories` turbo would run now, with the hash of each task. */
function storiesToRun(turboArgs: string[]): { name: string; hash: string }[] {
  const dry = spawnSync('pnpm', ['exec', 'turbo', 'run', 'test:stories', '--dry=json', ...turboArgs], {
    cwd: repoRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (dry.status !== 0) throw new Error(`turbo's dry run failed:\n${dry.stderr}`);
  const { tasks } = JSON.parse(dry.stdout) as { tasks: DryRunTask[] };
  return tasks
    .filter((task) => task.taskId.endsWith('#test:stories') && task.command !== '<NONEXISTENT>')
    .filter((task) => task.cache.status !== 'HIT')
    .map((task) => ({ name: task.directory.split('/').pop() as string, hash: task.hash }));
}

const toRun = storiesToRun(process.argv.slice(2));
if (toRun.length < 2) {
  console.log(`Stories: ${toRun.length} package(s) to run, each in its own turbo task.`);
  process.exit(0);
}

const names = toRun.map(({ name }) => name);
const reportDir = mkdtempSync(join(tmpdir(), 'stories-batch-'));
const reportFile = join(reportDir, 'report.json');
const started = performance.now();
console.log(`Stories: ${names.length} packages in one run (${names.join(', ')}).`);
const run = spawnSync(
  'pnpm',
  ['exec', 'vitest', 'run', '--reporter=dot', '--reporter=json', `--outputFile.json=${reportFile}`],
  {
    cwd: storybookDir,
    stdio: 'inherit',
    env: { ...process.env, STORIES_PACKAGE: names.join(',') },
  },
);
const seconds = ((performance.now() - started) / 1000).toFixed(0);

let report: BatchReport | null = null;
try {
  report = JSON.parse(readFileSync(reportFile, 'utf8')) as BatchReport;
} catch {
  console.log(`Stories: the run (exit ${run.status}) wrote no report; each package's task runs its own stories.`);
}
rmSync(reportDir, { recursive: true, force: true });
if (report) {
  const verdicts = verdictsOfBatch(report, names, `one run of ${names.length} packages' stories, ${seconds} s`);
  // A run that failed in a way no package's results show (an error outside every file) vouches only for the failures
  // it did count: the other packages' tasks run their own stories.
  const trusted = run.status === 0 ? verdicts : new Map([...verdicts].filter(([, verdict]) => !verdict.passed));
  for (const { name, hash } of toRun) {
    const verdict = trusted.get(name);
    if (verdict) writeVerdict(hash, verdict);
    else console.log(`Stories: no verdict for ${name} from the run; its task runs its own stories.`);
  }
  console.log(`Stories: ${trusted.size} of ${names.length} packages' verdicts written in ${seconds} s.`);
}
