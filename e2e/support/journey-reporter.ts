import { mkdirSync, writeFileSync } from 'node:fs';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

interface JourneyRecord {
  owner: string;
  title: string;
  file: string;
  /** Milliseconds of the final attempt. */
  duration: number;
  attempts: number;
  outcome: ReturnType<TestCase['outcome']>;
}

/**
 * Writes test-results/journeys.json (each journey's duration and attempts, read by the test command's
 * summary) and fails the run when a journey needed a retry: a flaky journey is a defect to fix, not to hide.
 */
export default class JourneyReporter implements Reporter {
  private readonly records = new Map<TestCase, JourneyRecord>();
  private readonly owner: string;

  constructor(options: { owner: string }) {
    this.owner = options.owner;
  }

  onTestEnd(test: TestCase, result: TestResult) {
    this.records.set(test, {
      owner: this.owner,
      title: test.titlePath().slice(1).join(' › '),
      file: test.location.file,
      duration: result.duration,
      attempts: result.retry + 1,
      outcome: test.outcome(),
    });
  }

  async onEnd(result: FullResult): Promise<{ status?: FullResult['status'] } | undefined> {
    const records = [...this.records.values()];
    mkdirSync('test-results', { recursive: true });
    writeFileSync('test-results/journeys.json', `${JSON.stringify(records, null, 1)}\n`);
    const flaky = records.filter((record) => record.outcome === 'flaky');
    if (flaky.length === 0) return undefined;
    console.log(`\n${flaky.length} journey(s) passed only on a retry (flaky):`);
    for (const record of flaky) console.log(`  ${record.owner}: ${record.title}`);
    return { status: result.status === 'passed' ? 'failed' : result.status };
  }
}
