// A typed code's try, counted before the code is compared: one statement that adds it only while the operation
// waits and has tries left, so parallel guesses share the tries (PostgreSQL and PGlite alike). Called with an
// Idempotency-Key, an approval runs in the idempotency store's transaction, which a refusal rolls back: the
// refusal then keeps its try, and the rejection it led to, after the rollback (`keepingTry`).
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Answer } from '../../api/answers.ts';
import type { Db } from '../../db/open.ts';
import { keepingCount } from '../identity/verification-codes.ts';
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

/**
 * The refusal of a wrong code, its try kept through a rollback (verification-codes.ts keepingCount); the try that
 * uses up the last one also keeps `reject` (the operation declined, its money released).
 */
export const keepingTry = (db: Db, answer: Answer, operationId: string, reject: (tx: Db) => Promise<unknown>) =>
  keepingCount(db, answer, async (tx) => {
    const attempts = await countTry(tx, operationId);
    if (attempts !== undefined && attempts >= MAX_ATTEMPTS) await reject(tx);
  });
