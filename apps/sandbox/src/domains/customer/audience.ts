// Whom a notification about a customer reaches: a browser's realtime connection belongs to its person's own
// customer, so a company's news is told to the own customers of the people who act for it (any access right but 0).
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { customerAccesses, users } from './tables.ts';

/** The customer itself (a person's own) and the own customers of everyone with a right on it. */
export async function customersToTell(db: Db, customerId: number): Promise<number[]> {
  const acting = await db
    .selectDistinct({ customerId: users.customerId })
    .from(customerAccesses)
    .innerJoin(users, eq(users.id, customerAccesses.userId))
    .where(and(eq(customerAccesses.customerId, customerId), gt(customerAccesses.accessRights, 0)));
  return [...new Set([customerId, ...acting.map((row) => row.customerId)])];
}
