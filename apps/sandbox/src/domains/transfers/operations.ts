// The operation of a submitted transfer and its approval (packages/transfers/WIRE.md "Submit result",
// "Realtime events"). A submit opens an operation: with mode none it is booked at once; otherwise the
// transaction is held (status 41) until the code, the device or the company's approver decides: the payer is
// debited, the payee's credit waits on the suspense account (accounts/ledger/held-money.ts).
// The realtime `transaction` events are published here, by the actions themselves.
import { approveTypeOf } from '@paydeck/transfers/api';
import { and, eq, inArray } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import { newToken, sha256Hex } from '../../crypto.ts';
import type { Db } from '../../db/open.ts';
import type { Sandbox } from '../../sandbox.ts';
import { TxStatus } from '../accounts/ledger/codes.ts';
import { holdPayeeCredits, releaseHeldCredits } from '../accounts/ledger/held-money.ts';
import { postings, transactions } from '../accounts/tables.ts';
import { users } from '../customer/tables.ts';
import { deliver } from './deliver.ts';
import { approverCustomers, ownCustomerOf, publishBooked, publishRequestCount } from './operation-events.ts';
import { transferBatchRows, transferOperations } from './tables.ts';

export type ApproveMode = 'none' | 'push' | 'sms' | 'otp' | 'approvalCode' | 'company';
export type Operation = typeof transferOperations.$inferSelect;

export const CODE_SECONDS = 300;
export const RETRY_SECONDS = 30;
export const MAX_ATTEMPTS = 3;
const INITIATE = 3;

/** A six-digit code that never starts with 0: the client's body rules send numeric strings as numbers. */
export const newCode = (): string => String(randomInt(100_000, 1_000_000));

/** The mode a submit needs: a company request for access right 3, else the person's approve mode. */
export async function approveModeFor(db: Db, userId: number, accessRights: number): Promise<ApproveMode> {
  if (accessRights === INITIATE) return 'company';
  const [user] = await db.select({ mode: users.transactionApproveMode }).from(users).where(eq(users.id, userId));
  return approveTypeOf(user?.mode) ?? 'none';
}

/** The status a transfer is booked with for that mode. */
export const statusFor = (mode: ApproveMode): number => (mode === 'none' ? TxStatus.completed : TxStatus.processing);

interface Context {
  db: Db;
  sandbox: Sandbox;
  userId: number;
  customerId: number;
}

/** Opens the operation of a booked (or held) transfer, sends its code or push, publishes the event. */
export async function openOperation(
  ctx: Context,
  mode: ApproveMode,
  booked: { transactionId: number; feeTransactionId: number | null; approvedStatusId?: number; batchId?: number },
) {
  const { db, sandbox } = ctx;
  const id = `op_${newToken().slice(0, 22)}`;
  const now = sandbox.now();
  const code = mode === 'sms' || mode === 'otp' || mode === 'approvalCode' ? newCode() : null;
  const approvalKey = mode === 'push' ? newToken() : null;
  await db.insert(transferOperations).values({
    id,
    ...booked,
    customerId: ctx.customerId,
    userId: ctx.userId,
    approveType: mode,
    status: mode === 'none' ? 'approved' : 'waiting',
    codeHash: code ? sha256Hex(code) : null,
    approvalKey,
    sentAt: mode === 'none' ? null : now,
    // A code or a push expires (expiry.ts rejects it then); a company request waits for its approver.
    expiresAt: code || approvalKey ? new Date(now.getTime() + CODE_SECONDS * 1000) : null,
    createdAt: now,
  });
  if (mode !== 'none') {
    const { transfers, fees } = await legsOf(db, booked);
    await holdPayeeCredits(db, [...transfers, ...fees]);
  }
  const lang = sandbox.languages.ofUser(ctx.userId) ?? 'en'; // the submitter's: their call's, just remembered
  const approvalSentTo = await deliver(db, ctx.userId, mode, { id, code, approvalKey }, lang);
  const event = { operationId: id, transactionId: booked.transactionId, statusId: statusFor(mode) };
  const sentOn = booked.approvedStatusId ?? TxStatus.completed;
  if (mode === 'none' && sentOn !== TxStatus.completed) {
    // Approved at once, on its way (an external rail that settles later): booked follows the settlement.
    sandbox.hub.publish(await ownCustomerOf(db, ctx.userId), {
      type: 'transaction',
      code: 'approved',
      transaction: { ...event, statusId: sentOn },
    });
  } else if (mode === 'none') {
    await publishBooked(sandbox, db, ctx.userId, booked.transactionId, event);
  } else {
    sandbox.hub.publish(await ownCustomerOf(db, ctx.userId), {
      type: 'transaction',
      code: 'approvalRequested',
      transaction: event,
    });
    if (mode === 'company') {
      for (const customerId of await approverCustomers(db, ctx.customerId)) {
        sandbox.hub.publish(customerId, { type: 'transaction', code: 'approvalRequested', transaction: event });
      }
      await publishRequestCount(sandbox, db, ctx.customerId);
    }
  }
  return {
    operationId: id,
    approveType: mode === 'company' ? 'none' : mode,
    approvalSentTo,
    availableApprovalMethods: mode === 'company' || mode === 'none' ? [] : [mode],
  };
}

/**
 * What another domain does when one of its held operations is decided (global pay mails its payees on approval
 * and returns the batch to a draft on a decline), in the deciding transaction. Registered at module load.
 */
export type DecisionListener = (sandbox: Sandbox, db: Db, op: Operation, approved: boolean) => Promise<void>;
const decisionListeners: DecisionListener[] = [];
export const onOperationDecided = (listener: DecisionListener): void => {
  decisionListeners.push(listener);
};
async function notifyDecision(sandbox: Sandbox, db: Db, op: Operation, approved: boolean): Promise<void> {
  for (const listener of decisionListeners) await listener(sandbox, db, op, approved);
}

/**
 * Books the held transfer (and its fee): status 2, or the operation's `approvedStatusId` (41 for an
 * external rail, which its settlement completes later); publishes approved, and booked at status 2.
 */
export async function approveOperation(sandbox: Sandbox, db: Db, op: Operation, decidedBy: number): Promise<boolean> {
  const statusId = op.approvedStatusId;
  if (!(await decide(db, op.id, 'waiting', { status: 'approved', decidedBy }))) return false;
  const { transfers, fees } = await legsOf(db, op);
  await releaseHeldCredits(db, [...transfers, ...fees]);
  await db.update(transactions).set({ statusId }).where(inArray(transactions.id, transfers));
  if (fees.length > 0) {
    await db.update(transactions).set({ statusId: TxStatus.completed }).where(inArray(transactions.id, fees));
  }
  await notifyDecision(sandbox, db, op, true);
  const event = { operationId: op.id, transactionId: op.transactionId, statusId };
  sandbox.hub.publish(await ownCustomerOf(db, op.userId), {
    type: 'transaction',
    code: 'approved',
    transaction: event,
  });
  if (statusId === TxStatus.completed) await publishBooked(sandbox, db, op.userId, op.transactionId, event);
  if (op.approveType === 'company') await publishRequestCount(sandbox, db, op.customerId);
  return true;
}

/**
 * The one step that decides an operation: its status moves only from `from`, so of two deciders racing (two
 * right codes, an approval and a decline, a decline and the expiry) exactly one acts; the other changes nothing.
 */
async function decide(
  db: Db,
  id: string,
  from: 'waiting' | 'approved',
  to: { status: 'approved' | 'rejected'; decidedBy: number | null },
): Promise<boolean> {
  const moved = await db
    .update(transferOperations)
    .set(to)
    .where(and(eq(transferOperations.id, id), eq(transferOperations.status, from)))
    .returning({ id: transferOperations.id });
  return moved.length > 0;
}

/** Releases the hold (postings removed, status 26) and publishes the rejection with its reason. */
export async function rejectOperation(
  sandbox: Sandbox,
  db: Db,
  op: Operation,
  reason: {
    decidedBy?: number;
    message?: string;
    errors?: { param: string; description: string }[];
    /** An approved external transfer returned by the clearing (external-settle.ts); else only a waiting one. */
    returnedAfterApproval?: boolean;
  },
): Promise<boolean> {
  const from = reason.returnedAfterApproval ? 'approved' : 'waiting';
  if (!(await decide(db, op.id, from, { status: 'rejected', decidedBy: reason.decidedBy ?? null }))) return false;
  const { transfers, fees } = await legsOf(db, op);
  const ids = [...transfers, ...fees];
  await db.delete(postings).where(inArray(postings.transactionId, ids));
  await db.update(transactions).set({ statusId: TxStatus.rejected }).where(inArray(transactions.id, ids));
  await notifyDecision(sandbox, db, op, false);
  sandbox.hub.publish(await ownCustomerOf(db, op.userId), {
    type: 'transaction',
    code: 'rejected',
    transaction: {
      operationId: op.id,
      transactionId: op.transactionId,
      statusId: TxStatus.rejected,
      message: reason.message ?? null,
      errors: reason.errors ?? null,
    },
  });
  if (op.approveType === 'company') await publishRequestCount(sandbox, db, op.customerId);
  return true;
}

/** The transactions an operation decides: its own, or every row of its mass transfer's batch. */
async function legsOf(
  db: Db,
  op: Pick<Operation, 'transactionId' | 'feeTransactionId'> & { batchId?: number | null | undefined },
): Promise<{ transfers: number[]; fees: number[] }> {
  const own = { transfers: [op.transactionId], fees: op.feeTransactionId === null ? [] : [op.feeTransactionId] };
  if (op.batchId == null) return own;
  const rows = await db
    .select({ transfer: transferBatchRows.transactionId, fee: transferBatchRows.feeTransactionId })
    .from(transferBatchRows)
    .where(eq(transferBatchRows.batchId, op.batchId));
  const transfers = rows.flatMap((row) => (row.transfer === null ? [] : [row.transfer]));
  const fees = rows.flatMap((row) => (row.fee === null ? [] : [row.fee]));
  return transfers.length > 0 ? { transfers, fees } : own;
}
