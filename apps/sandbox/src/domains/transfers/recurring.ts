// The scheduler of recurring transfers (preapproved payments of type subscription, WIRE.md "Preapproved
// payments"): every run whose day has come by the sandbox clock is booked (recurring-run.ts), one period at a
// time, each payment in a database transaction of its own that holds its row, so two ticks never book a period
// twice (and preapproved_runs has one row per period). A run, booked or refused, uses its period and its count;
// the schedule ends after its count, past its end date, or when a run finds an account closed or nobody left who
// may pay. A cancelled payment books no more. The server runs `bookDueRuns` every minute (a domain job); tests
// call it after moving their clock, journeys through the control (recurring-control.ts).
import { and, eq, inArray, isNull, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import type { Sandbox } from '../../sandbox.ts';
import { TxStatus } from '../accounts/ledger/codes.ts';
import { transactions } from '../accounts/tables.ts';
import { onOperationDecided } from './operations.ts';
import { bookRun, endingRefusals, type PreapprovedPayment, type RunRefusal } from './recurring-run.ts';
import { dateAfter, dayOf, type Frequency } from './subscriptions.ts';
import { preapprovedPayments, preapprovedRuns } from './tables.ts';

/** How often the sandbox server looks for runs whose day has come (domain job). */
export const RECURRING_TICK_MS = 60_000;
/** A payment's runs booked in one tick at most (a clock moved years ahead catches up over several ticks). */
const MAX_RUNS_PER_TICK = 60;

export interface BookedRun {
  paymentId: number;
  period: number;
  scheduledFor: string;
  outcome: 'booked' | 'refused';
  reason: RunRefusal | null;
  transactionId: number;
}

const hasNextRun = (payment: PreapprovedPayment): payment is PreapprovedPayment & { nextDate: string } =>
  payment.cancelledAt === null && payment.endedAt === null && payment.nextDate !== null;
const isDue = (payment: PreapprovedPayment, today: string): payment is PreapprovedPayment & { nextDate: string } =>
  hasNextRun(payment) && payment.nextDate <= today;

/** Whether the first transfer still waits for its approval: the schedule starts once it is approved. */
async function firstTransferWaits(db: Db, paymentId: number): Promise<boolean> {
  const [first] = await db
    .select({ statusId: transactions.statusId })
    .from(preapprovedRuns)
    .innerJoin(transactions, eq(transactions.id, preapprovedRuns.transactionId))
    .where(and(eq(preapprovedRuns.paymentId, paymentId), eq(preapprovedRuns.period, 0)));
  return first?.statusId === TxStatus.processing;
}

/** The payment after the run of `period`: its count, its next day, or its end. */
function afterRun(
  payment: PreapprovedPayment,
  period: number,
  scheduledFor: string,
  reason: RunRefusal | null,
  now: Date,
) {
  const frequency = payment.frequency as Frequency;
  const remaining = payment.remaining === null ? null : payment.remaining - 1;
  // Counted from the schedule's first day (no drift); a row without one counts from this run's day.
  const next = payment.startsOn
    ? dateAfter(payment.startsOn, period + 1, frequency)
    : dateAfter(scheduledFor, 1, frequency);
  const ends =
    (reason !== null && endingRefusals.includes(reason)) ||
    remaining === 0 ||
    (payment.endDate !== null && next > payment.endDate);
  return { periodsDone: period, remaining, nextDate: ends ? null : next, endedAt: ends ? now : null };
}

/** Books the due runs of one payment (its row held); answers them. */
async function runPayment(sandbox: Sandbox, paymentId: number, today: string): Promise<BookedRun[]> {
  return sandbox.db.transaction(async (db) => {
    let [payment] = await db
      .select()
      .from(preapprovedPayments)
      .where(eq(preapprovedPayments.id, paymentId))
      .for('update', { skipLocked: true });
    const runs: BookedRun[] = [];
    while (payment && isDue(payment, today) && runs.length < MAX_RUNS_PER_TICK) {
      if (await firstTransferWaits(db, payment.id)) break;
      const period = payment.periodsDone + 1;
      const scheduledFor = payment.nextDate;
      const result = await bookRun(sandbox, db, payment);
      const now = sandbox.now();
      await db.insert(preapprovedRuns).values({ paymentId, period, scheduledFor, ...result, createdAt: now });
      runs.push({ paymentId, period, scheduledFor, ...result });
      [payment] = await db
        .update(preapprovedPayments)
        .set(afterRun(payment, period, scheduledFor, result.reason, now))
        .where(eq(preapprovedPayments.id, paymentId))
        .returning();
    }
    return runs;
  });
}

/** Books every run whose day has come (the sandbox clock's UTC day), oldest payment first; answers them. */
export async function bookDueRuns(sandbox: Sandbox, only?: { paymentId: number }): Promise<BookedRun[]> {
  const today = dayOf(sandbox.now());
  const filters: (SQL | undefined)[] = [
    eq(preapprovedPayments.type, 'subscription'),
    isNull(preapprovedPayments.cancelledAt),
    isNull(preapprovedPayments.endedAt),
    lte(preapprovedPayments.nextDate, today),
    only ? eq(preapprovedPayments.id, only.paymentId) : undefined,
  ];
  const due = await sandbox.db
    .select({ id: preapprovedPayments.id })
    .from(preapprovedPayments)
    .where(and(...filters))
    .orderBy(preapprovedPayments.id);
  const runs: BookedRun[] = [];
  for (const { id } of due) runs.push(...(await runPayment(sandbox, id, today)));
  if (runs.length > 0) sandbox.answers.clear(); // a job, not a method call: cached answers are dropped by hand
  return runs;
}

export class NoNextRun extends Error {}

/**
 * The control's "next run now": the payment's next run is brought forward to today and booked; the runs after it
 * keep their days (they are counted from the schedule's first day).
 */
export async function bookNextRunNow(sandbox: Sandbox, paymentId: number): Promise<BookedRun[]> {
  const today = dayOf(sandbox.now());
  const [payment] = await sandbox.db.select().from(preapprovedPayments).where(eq(preapprovedPayments.id, paymentId));
  if (payment?.type !== 'subscription' || !hasNextRun(payment)) {
    throw new NoNextRun(`Preapproved payment ${paymentId} has no next run`);
  }
  if (payment.nextDate > today) {
    await sandbox.db.update(preapprovedPayments).set({ nextDate: today }).where(eq(preapprovedPayments.id, paymentId));
  }
  return bookDueRuns(sandbox, { paymentId });
}

// The first transfer refused (a wrong code, its time run out, the company's approver declined): the schedule it
// would have approved never starts.
onOperationDecided(async (sandbox, db, op, approved) => {
  if (approved) return;
  const started = db
    .select({ id: preapprovedRuns.paymentId })
    .from(preapprovedRuns)
    .where(and(eq(preapprovedRuns.period, 0), eq(preapprovedRuns.transactionId, op.transactionId)));
  await db
    .update(preapprovedPayments)
    .set({ endedAt: sandbox.now(), nextDate: null })
    .where(and(inArray(preapprovedPayments.id, started), isNull(preapprovedPayments.endedAt)));
});
