/**
 * After the journeys: the ten slowest journeys of this run (or of the cached run turbo restored), and
 * every journey that passed only on a retry. Exits 1 when any did: a flaky journey fails the test command.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface JourneyRecord {
  owner: string;
  title: string;
  duration: number;
  attempts: number;
  outcome: string;
}

const owners = ['e2e', 'e2e/frames', ...readdirSync('packages').map((name) => join('packages', name))];
const records: JourneyRecord[] = owners
  .map((dir) => join(dir, 'test-results', 'journeys.json'))
  .filter((file) => existsSync(file))
  .flatMap((file) => JSON.parse(readFileSync(file, 'utf8')) as JourneyRecord[]);

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(7);
const slowest = [...records].sort((a, b) => b.duration - a.duration).slice(0, 10);
console.log(`\nJourneys: ${records.length}; the ten slowest:`);
for (const r of slowest) console.log(`  ${seconds(r.duration)}  ${r.owner}: ${r.title}`);

const flaky = records.filter((r) => r.outcome === 'flaky' || (r.attempts > 1 && r.outcome !== 'unexpected'));
if (flaky.length > 0) {
  console.log(`\nFlaky journeys (passed only on a retry): ${flaky.length}`);
  for (const r of flaky) console.log(`  ${r.owner}: ${r.title}`);
  process.exit(1);
}
console.log('No journey needed a retry.');
