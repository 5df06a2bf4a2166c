// A typed code's try, counted before the code is compared: one statement that adds it only while the operation
// waits and has tries left, so parallel guesses share the tries (PostgreSQL and PGlite alike) and a refused answer
// cannot roll it back (the approval methods are not idempotent: each statement commits on its own).
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { MAX_ATTEMPTS } from './operations.ts';
import { transferOperations } from './tables.ts';

/** This try's number (1..MAX_ATTEMPTS), or undefined when the operation no longer waits or has no try left. */
export async function countTry(db: Db, operationId: string): Promise<number | undefined> {
  const [counted] = await db
    .update(transferOperations)
    .set({ attempts: sql`${transferOperations.attempts} + 1` })
    .where(
      and(
        eq(transferOperations.id, operationId),
        eq(transferOperations.status, 'waiting'),
        lt(transferOperations.attempts, MAX_ATTEMPTS),
      ),
    )
    .returning({ attempts: transferOperations.attempts });
  return counted?.attempts;
}
