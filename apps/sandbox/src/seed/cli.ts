// `pnpm seed` seeds an empty database; `pnpm seed --reset` empties it and seeds again.
// Never run it against a PGlite folder while the server uses it (a folder has no lock).
import { dbTargetFromEnv } from '../config.ts';
import { openDb } from '../db/open.ts';
import { resetAndSeed, seedIfEmpty } from './seed.ts';

const reset = process.argv.includes('--reset');
const { db, kind, close } = await openDb(dbTargetFromEnv());
if (reset) await resetAndSeed(db, new Date());
const seeded = reset || (await seedIfEmpty(db, new Date()));
console.log(JSON.stringify({ db: kind, reset, seeded }));
await close();
