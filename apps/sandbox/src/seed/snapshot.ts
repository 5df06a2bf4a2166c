// A seeded database as a PGlite snapshot file: made once, then loaded by each start that names it, instead of
// migrating and seeding again (the journeys start one sandbox per package; the unit tests copy one per file).
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { type OpenDb, openDb } from '../db/open.ts';
import { seedDemo } from './seed.ts';

/** The bytes of a freshly migrated database seeded with the demo people as of `now`. */
export async function seededSnapshot(now: Date): Promise<Buffer> {
  const client = await PGlite.create('memory://');
  const { db } = await openDb({ pglite: client });
  await seedDemo(db, now);
  const bytes = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
  await client.close();
  return bytes;
}

/** An in-memory database loaded from a snapshot file (no migration: the snapshot has them). */
export async function openSnapshot(path: string): Promise<OpenDb> {
  const client = await PGlite.create({ loadDataDir: new Blob([readFileSync(path)]) });
  return openDb({ pglite: client }, { migrate: false });
}

/**
 * An in-memory seeded database through the snapshot at `path`: loaded when the file exists, else seeded now and
 * written there for the next start (to a temporary name first, so a start beside it never reads half a file).
 * The file is the caller's to remove: the test command makes a new one per run, so its dates stay current.
 */
export async function openThroughSnapshot(path: string): Promise<OpenDb & { seeded: 'snapshot' | 'now' }> {
  if (existsSync(path)) return { ...(await openSnapshot(path)), seeded: 'snapshot' };
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, await seededSnapshot(new Date()));
  renameSync(temporary, path);
  return { ...(await openSnapshot(path)), seeded: 'now' };
}
