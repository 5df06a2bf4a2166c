// One run of a recurring transfer between own accounts (a preapproved payment of type subscription): the checks
// of transferBetweenAccounts made again on the run's day, and its booking through the ledger and an operation
// (operations.ts), so the held-money rule holds as for any submit. A run asks no second factor: the payer approved
// the schedule with the first transfer, which is what preapproved means. A company's request rule still holds:
// a run of a user with access right 3 is a request its approvers decide (held on suspense until then).
// A refused run moves no money: it is a rejected transaction (no postings) in history, and its reason is kept.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { exchangeRate, minorOf, sourceMinorFor } from '../../money.ts';
import type { Sandbox } from '../../sandbox.ts';
import { canAct } from '../accounts/accounts.ts';
import { bankDescription } from '../accounts/descriptions.ts';
import { AccountStatus, AccountType, CardStatus, TxStatus } from '../accounts/ledger/codes.ts';
import { balanceOf, book, lockAccount, movePostings } from '../accounts/ledger/ledger.ts';
import { accounts } from '../accounts/tables.ts';
import { TxType } from '../accounts/transaction-types.ts';
import { customerAccesses, users } from '../customer/tables.ts';
import { remainingMinor } from './limits.ts';
import { type ApproveMode, openOperation, statusFor } from './operations.ts';
import type { preapprovedPayments } from './tables.ts';

export type PreapprovedPayment = typeof preapprovedPayments.$inferSelect;

/** Why a run moved no money (WIRE.md "Preapproved payments"); the last two end the schedule. */
export type RunRefusal = 'insufficientFunds' | 'limitExceeded' | 'accountUnavailable' | 'accountClosed' | 'noAccess';
export const endingRefusals: readonly RunRefusal[] = ['accountClosed', 'noAccess'];

export type RunResult =
  | { outcome: 'booked'; transactionId: number; reason: null }
  | { outcome: 'refused'; transactionId: number; reason: RunRefusal };

/** The mode a run is booked with: a company request for access right 3, else none (preapproved). */
export const runMode = (accessRights: number): ApproveMode => (accessRights === 3 ? 'company' : 'none');

/**
 * Who a run acts as and with which right on the payer now (dispatch.ts's rule for a call): the user who set it up
 * (their own customer: right 2 unless an access row says otherwise; another: their access row; an admin: 2), or,
 * for a payment the bank set up, the payer's first user with right 2. Null: nobody may act for the payer.
 */
async function actorOf(db: Db, payment: PreapprovedPayment): Promise<{ userId: number; accessRights: number } | null> {
  if (payment.createdByUserId === null) {
    const [own] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.customerId, payment.customerId))
      .orderBy(asc(users.id))
      .limit(1);
    return own ? { userId: own.id, accessRights: 2 } : null;
  }
  const [user] = await db
    .select({
      id: users.id,
      customerId: users.customerId,
      isAdmin: users.isAdmin,
      right: customerAccesses.accessRights,
    })
    .from(users)
    .leftJoin(
      customerAccesses,
      and(eq(customerAccesses.userId, users.id), eq(customerAccesses.customerId, payment.customerId)),
    )
    .where(eq(users.id, payment.createdByUserId));
  if (!user) return null;
  const own = user.customerId === payment.customerId;
  const accessRights = user.right ?? (own || user.isAdmin ? 2 : 0);
  return { userId: user.id, accessRights };
}

/** Books one run of `payment` now (or records its refusal); the caller holds the payment's row. */
export async function bookRun(sandbox: Sandbox, db: Db, payment: PreapprovedPayment): Promise<RunResult> {
  const [from] = await db.select().from(accounts).where(eq(accounts.id, payment.fromAccountId));
  const [to] = payment.toAccountId ? await db.select().from(accounts).where(eq(accounts.id, payment.toAccountId)) : [];
  if (!from || !to) throw new Error(`Preapproved payment ${payment.id} has no accounts`);
  const toMinorAmount = minorOf(payment.amount, to.currencyCode);
  const fromMinorAmount = sourceMinorFor(toMinorAmount, from.currencyCode, to.currencyCode);
  const booking = {
    typeId: TxType.betweenAccounts,
    fromAccountId: from.id,
    toAccountId: to.id,
    amount: fromMinorAmount,
    currencyCode: from.currencyCode,
    toAmount: toMinorAmount,
    toCurrencyCode: to.currencyCode,
    exchangeRate: exchangeRate(from.currencyCode, to.currencyCode),
    description: bankDescription('recurringTransfer', { from: from.accountNumber, to: to.accountNumber }),
    createdAt: sandbox.now(),
  };
  const refuse = async (reason: RunRefusal): Promise<RunResult> => {
    const transactionId = await book(db, { ...booking, statusId: TxStatus.rejected, postings: [] });
    return { outcome: 'refused', transactionId, reason };
  };

  const actor = await actorOf(db, payment);
  if (!actor || !canAct(actor.accessRights)) return refuse('noAccess');
  if (from.statusId === AccountStatus.closed || to.statusId === AccountStatus.closed) return refuse('accountClosed');
  const cardClosed = to.typeId === AccountType.prepaidCard && to.statusId === CardStatus.canceled;
  if (cardClosed) return refuse('accountClosed');
  const usable = from.statusId !== CardStatus.paused;
  const receives =
    to.statusId !== CardStatus.paused && (to.typeId !== AccountType.prepaidCard || to.statusId === CardStatus.active);
  if (!usable || !receives) return refuse('accountUnavailable');

  await lockAccount(db, from.id);
  const available = (await balanceOf(db, from.id)) - minorOf(from.minimumBalance, from.currencyCode);
  if (available < fromMinorAmount) return refuse('insufficientFunds');
  if (fromMinorAmount > (await remainingMinor(db, from.id, 'betweenAccounts', sandbox.now()))) {
    return refuse('limitExceeded');
  }
  const mode = runMode(actor.accessRights);
  const transactionId = await book(db, {
    ...booking,
    statusId: statusFor(mode),
    postings: await movePostings(
      db,
      { accountId: from.id, currencyCode: from.currencyCode, minor: fromMinorAmount },
      { accountId: to.id, currencyCode: to.currencyCode, minor: toMinorAmount },
    ),
  });
  await openOperation({ db, sandbox, userId: actor.userId, customerId: payment.customerId }, mode, {
    transactionId,
    feeTransactionId: null,
  });
  return { outcome: 'booked', transactionId, reason: null };
}
