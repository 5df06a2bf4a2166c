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

/**
 * The limit of a journey that holds the lock: its own work and, before it, at most one other holder's. Measured
 * under the full suite: p2p 36-44 s (60 s beside other builds), own accounts 15-35 s; twice the sum of the longest
 * (60 + 35 s). The EUR to USD journey took 65 s in a cold run, 40 of them waiting for p2p's lock.
 */
export const lockHolderTimeout = 2 * (60_000 + 35_000);

/** Runs `work` while no other journey of this sandbox moves anna's money or changes her approval mode. */
export async function withAnnasMoney<T>(work: () => Promise<T>): Promise<T> {
  while (!tryLock()) await new Promise((done) => setTimeout(done, POLL_MS));
  try {
    return await work();
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}
