// Expiry of a held transfer: an operation waiting for the person's own code or device whose time ran out
// (CODE_SECONDS after the last send) is rejected, so its held money returns to the payer even when nobody comes
// back to type a code. Company requests wait for their approver and do not expire (WIRE.md).
import { and, eq, lte, ne } from 'drizzle-orm';
import type { Sandbox } from '../../sandbox.ts';
import { rejectOperation } from './operations.ts';
import { transferOperations } from './tables.ts';

/** How often the sandbox server looks for expired operations (domain job). */
export const EXPIRY_SWEEP_MS = 15_000;

/** Rejects every waiting operation whose code or push has expired; answers how many. */
export async function expireOverdueOperations(sandbox: Sandbox): Promise<number> {
  const expired = await sandbox.db.transaction(async (db) => {
    const overdue = await db
      .select()
      .from(transferOperations)
      .where(
        and(
          eq(transferOperations.status, 'waiting'),
          ne(transferOperations.approveType, 'company'), // an approver's code expiring leaves the request waiting
          lte(transferOperations.expiresAt, sandbox.now()),
        ),
      )
      .for('update', { skipLocked: true });
    for (const op of overdue) {
      const errors = [{ param: 'approvalCode', description: 'has expired' }];
      await rejectOperation(sandbox, db, op, { errors, message: 'The approval time ran out.' });
    }
    return overdue.length;
  });
  if (expired > 0) sandbox.answers.clear(); // a job, not a method call: cached answers are dropped by hand
  return expired;
}
