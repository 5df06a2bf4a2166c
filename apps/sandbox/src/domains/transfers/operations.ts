// The operation of a submitted transfer and its approval (packages/transfers/WIRE.md "Submit result",
// "Realtime events"). A submit opens an operation: with mode none it is booked at once; otherwise the
// transaction is held (status 41) until the code, the device or the company's approver decides: the payer is
// debited, the payee's credit waits on the suspense account (accounts/ledger/held-money.ts).
// The realtime `transaction` events are published here, by the actions themselves.
import { approveTypeOf } from '@paydeck/transfers/api';
import { and, count, eq, inArray } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import { newToken, sha256Hex } from '../../crypto.ts';
import type { Db } from '../../db/open.ts';
import { sendMessage } from '../../outbox.ts';
import type { Sandbox } from '../../sandbox.ts';
import { TxStatus } from '../accounts/ledger/codes.ts';
import { holdPayeeCredits, releaseHeldCredits } from '../accounts/ledger/held-money.ts';
import { accounts, postings, transactions } from '../accounts/tables.ts';
import { customerAccesses, users } from '../customer/tables.ts';
import { codeChannel } from '../identity/verification-codes.ts';
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
  const approvalSentTo = await deliver(db, ctx.userId, mode, { id, code, approvalKey });
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

/** Sends the code (SMS or e-mail, authenticator, approval e-mail with its link) or the push; answers where. */
export async function deliver(
  db: Db,
  userId: number,
  mode: ApproveMode,
  op: { id: string; code: string | null; approvalKey: string | null },
): Promise<string | null> {
  const [user] = await db.select({ login: users.login }).from(users).where(eq(users.id, userId));
  const login = user?.login ?? '';
  if (mode === 'sms' && op.code) {
    const channel = await codeChannel(db, userId);
    const body = `Your Paydeck transfer code is ${op.code}. It expires in 5 minutes.`;
    await sendMessage(db, {
      kind: channel.kind,
      recipient: channel.recipient,
      subject: 'Transfer code',
      body,
      code: op.code,
    });
    return channel.shown;
  }
  if (mode === 'otp' && op.code) {
    const body = `Authenticator code for your transfer: ${op.code}`;
    await sendMessage(db, { kind: 'otp', recipient: login, subject: 'Transfer code', body, code: op.code });
    return null;
  }
  if (mode === 'approvalCode' && op.code) {
    const link = `/transfer/approved?trxid=${encodeURIComponent(op.id)}&approvalCode=${op.code}`;
    const body = `Approve your transfer with the code ${op.code}, or open the link.`;
    await sendMessage(db, {
      kind: 'email',
      recipient: login,
      subject: 'Approve your transfer',
      body,
      code: op.code,
      link,
    });
    return login;
  }
  if (mode === 'push' && op.approvalKey) {
    const body = 'A transfer waits for your approval: approve or refuse it on your device.';
    await sendMessage(db, {
      kind: 'push',
      recipient: login,
      subject: 'Approve your transfer',
      body,
      loginKey: op.approvalKey,
    });
    return 'your device';
  }
  return null;
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

/** The header count of a company's waiting requests, to its approvers. */
async function publishRequestCount(sandbox: Sandbox, db: Db, companyId: number): Promise<void> {
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

/** `booked` to the submitter and, when the money went to another customer (p2p), to that customer. */
async function publishBooked(
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
