// The realtime events of an operation's life: `booked` to the submitter and the payee, the approvers' header
// count of waiting requests, and whom they reach (a person's own customer, a company's approvers).
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import type { Sandbox } from '../../sandbox.ts';
import { accounts, transactions } from '../accounts/tables.ts';
import { customerAccesses, users } from '../customer/tables.ts';
import { transferOperations } from './tables.ts';

/** The header count of a company's waiting requests, to its approvers. */
export async function publishRequestCount(sandbox: Sandbox, db: Db, companyId: number): Promise<void> {
  const [row] = await db
    .select({ n: count() })
    .from(transferOperations)
    .where(
      and(
        eq(transferOperations.customerId, companyId),
        eq(transferOperations.approveType, 'company'),
        eq(transferOperations.status, 'waiting'),
      ),
    );
  const notification = { type: 'transactionRequests', status: 'count', title: String(row?.n ?? 0), body: '' };
  for (const customerId of await approverCustomers(db, companyId)) {
    sandbox.hub.publish(customerId, { type: 'notification', notification });
  }
}

/** `booked` to the submitter and, when the money went to another customer (p2p), to that customer. */
export async function publishBooked(
  sandbox: Sandbox,
  db: Db,
  userId: number,
  transactionId: number,
  event: Record<string, unknown>,
): Promise<void> {
  const own = await ownCustomerOf(db, userId);
  sandbox.hub.publish(own, { type: 'transaction', code: 'booked', transaction: event });
  const [target] = await db
    .select({ customerId: accounts.customerId })
    .from(transactions)
    .innerJoin(accounts, eq(accounts.id, transactions.toAccountId))
    .where(eq(transactions.id, transactionId));
  const payee = target?.customerId;
  if (payee != null && payee !== own) {
    sandbox.hub.publish(payee, { type: 'transaction', code: 'booked', transaction: { transactionId } });
  }
}

/** The customer a person's own sessions (and realtime connections) belong to. */
export async function ownCustomerOf(db: Db, userId: number): Promise<number> {
  const [user] = await db.select({ customerId: users.customerId }).from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`No user ${userId}`);
  return user.customerId;
}

/** The own customers of the people who decide a company's requests (rights 2 and 4). */
export async function approverCustomers(db: Db, companyId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ customerId: users.customerId })
    .from(customerAccesses)
    .innerJoin(users, eq(users.id, customerAccesses.userId))
    .where(and(eq(customerAccesses.customerId, companyId), inArray(customerAccesses.accessRights, [2, 4])));
  return rows.map((row) => row.customerId);
}
