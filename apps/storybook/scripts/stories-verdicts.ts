/**
 * A package's stories verdict from a batch run (stories-batch.ts), kept under the hash turbo gives the package's
 * `test:stories` task, where that task (test-stories.ts) finds it. The hash covers everything the task reads, so a
 * verdict is only found by the task whose inputs it was made from, as turbo's own cache works.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const verdictsDir = fileURLToPath(new URL('../../../node_modules/.cache/paydeck-stories/', import.meta.url));

export interface StoriesVerdict {
  package: string;
  passed: boolean;
  /** Tests that passed. */
  tests: number;
  /** What failed: the test (or file) and the first lines of why. */
  failures: { name: string; message: string }[];
  /** Which run made it, for the task's log. */
  madeBy: string;
}

/** What this needs of vitest's JSON report. */
export interface BatchReport {
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { ancestorTitles: string[]; fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}

const firstLines = (text: string) => text.split('\n').slice(0, 8).join('\n');

/** The package a stories file belongs to (packages/<name>/…), or null for the shared screens file. */
const packageOfFile = (file: string): string | null => /\/packages\/([^/]+)\//.exec(file)?.[1] ?? null;

/**
 * Each package's verdict from one run over `packages`. The screens file covers every package: its tests are told
 * apart by their describe block, the story file's path from packages/. A package of which nothing ran has none.
 */
export function verdictsOfBatch(report: BatchReport, packages: string[], madeBy: string): Map<string, StoriesVerdict> {
  const verdicts = new Map<string, StoriesVerdict>();
  const verdictOf = (name: string) => {
    let verdict = verdicts.get(name);
    if (!verdict) {
      verdict = { package: name, passed: true, tests: 0, failures: [], madeBy };
      verdicts.set(name, verdict);
    }
    return verdict;
  };
  for (const file of report.testResults) {
    const owner = packageOfFile(file.name);
    if (owner !== null && !packages.includes(owner)) continue;
    const failedOutsideTests =
      file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed');
    if (failedOutsideTests) {
      // The file failed outside its tests (loading it, a hook): its package's, or every package's for the screens file.
      for (const name of owner === null ? packages : [owner]) {
        const verdict = verdictOf(name);
        verdict.passed = false;
        verdict.failures.push({ name: file.name, message: firstLines(file.message ?? 'failed to run') });
      }
    }
    for (const test of file.assertionResults) {
      const name = owner ?? test.ancestorTitles[0]?.split('/')[0];
      if (name === undefined || !packages.includes(name)) continue;
      const verdict = verdictOf(name);
      if (test.status === 'passed') verdict.tests += 1;
      if (test.status === 'failed') {
        verdict.passed = false;
        verdict.failures.push({ name: test.fullName, message: firstLines(test.failureMessages?.join('\n') ?? '') });
      }
    }
  }
  return verdicts;
}

export function writeVerdict(taskHash: string, verdict: StoriesVerdict): void {
  mkdirSync(verdictsDir, { recursive: true });
  const file = join(verdictsDir, `${taskHash}.json`);
  writeFileSync(`${file}.${process.pid}`, JSON.stringify(verdict, null, 1));
  renameSync(`${file}.${process.pid}`, file);
}

/** The verdict left for the task with this hash, if a batch made one. */
export function readVerdict(taskHash: string | undefined): StoriesVerdict | null {
  if (!taskHash || !/^[0-9a-f]+$/.test(taskHash)) return null;
  try {
    return JSON.parse(readFileSync(join(verdictsDir, `${taskHash}.json`), 'utf8')) as StoriesVerdict;
  } catch {
    return null;
  }
}
