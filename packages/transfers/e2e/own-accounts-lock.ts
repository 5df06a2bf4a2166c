import { mkdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// anna's EUR account and her payment approval mode are shared by this package's journeys (own accounts, p2p),
// which Playwright runs side by side against one sandbox. A journey that reads her balances exactly, or
// changes her approval mode, holds this lock while it does: one directory per sandbox (JOURNEY_PORT_BASE),
// created atomically; a lock older than the longest journey is taken as left by a killed run.
const lockDir = join(tmpdir(), `paydeck-journeys-${process.env.JOURNEY_PORT_BASE ?? '4300'}-anna-money.lock`);
const STALE_MS = 180_000;
const POLL_MS = 200;

function tryLock(): boolean {
  try {
    mkdirSync(lockDir);
    return true;
  } catch {
    const age = Date.now() - (statSync(lockDir, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (age > STALE_MS) rmSync(lockDir, { recursive: true, force: true });
    return false;
  }
}

/** Runs `work` while no other journey of this sandbox moves anna's money or changes her approval mode. */
export async function withAnnasMoney<T>(work: () => Promise<T>): Promise<T> {
  while (!tryLock()) await new Promise((done) => setTimeout(done, POLL_MS));
  try {
    return await work();
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}
