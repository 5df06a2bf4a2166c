// Preapproved payments (WIRE.md "Preapproved payments"): the customer's recurring transfers (created by
// transferBetweenAccounts' subscription fields) that have a next run, filtered, each with the runs made so far
// (recurring.ts books them), and cancelled when the customer may cancel them: cancelled, it books no more.
import { and, count, desc, eq, gte, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { accessDenied, invalid, ok } from '../../api/answers.ts';
import { amount, id, text } from '../../api/fields.ts';
import { type MethodDefinition, sessionMethod } from '../../api/registry.ts';
import { normaliseDecimal } from '../../money.ts';
import { canAct } from '../accounts/accounts.ts';
import { accounts } from '../accounts/tables.ts';
import type { Db } from '../../db/open.ts';
import { preapprovedPayments, preapprovedRuns } from './tables.ts';

/** How many runs each payment has made (the first transfer included) and its latest one. */
async function runsOf(db: Db, paymentIds: number[]) {
  if (paymentIds.length === 0) return new Map<number, { done: number; last: typeof preapprovedRuns.$inferSelect }>();
  const counts = await db
    .select({ paymentId: preapprovedRuns.paymentId, done: count() })
    .from(preapprovedRuns)
    .where(inArray(preapprovedRuns.paymentId, paymentIds))
    .groupBy(preapprovedRuns.paymentId);
  const latest = await db
    .selectDistinctOn([preapprovedRuns.paymentId])
    .from(preapprovedRuns)
    .where(inArray(preapprovedRuns.paymentId, paymentIds))
    .orderBy(preapprovedRuns.paymentId, desc(preapprovedRuns.period));
  return new Map(
    latest.map((last) => [
      last.paymentId,
      { done: counts.find((c) => c.paymentId === last.paymentId)?.done ?? 0, last },
    ]),
  );
}

const preapprovedPaymentList = sessionMethod({
  name: 'preapprovedPaymentList',
  readOnly: true,
  payload: v.object({
    beneficiaryEmail: v.optional(text()),
    fromAmount: v.optional(amount()),
    toAmount: v.optional(amount()),
    type: v.optional(v.picklist(['subscription', 'p2p'])),
  }),
  async handle({ db, customerId }, input) {
    const filters: (SQL | undefined)[] = [
      eq(preapprovedPayments.customerId, customerId),
      isNull(preapprovedPayments.cancelledAt),
      isNull(preapprovedPayments.endedAt),
      input.type ? eq(preapprovedPayments.type, input.type) : undefined,
      input.fromAmount ? gte(preapprovedPayments.amount, input.fromAmount) : undefined,
      input.toAmount ? lte(preapprovedPayments.amount, input.toAmount) : undefined,
      input.beneficiaryEmail
        ? sql`lower(coalesce(${preapprovedPayments.beneficiaryEmail}, '')) like ${`%${input.beneficiaryEmail.toLowerCase()}%`}`
        : undefined,
    ];
    const rows = await db
      .select({ p: preapprovedPayments, toAccount: accounts.accountNumber })
      .from(preapprovedPayments)
      .leftJoin(accounts, eq(accounts.id, preapprovedPayments.toAccountId))
      .where(and(...filters))
      .orderBy(preapprovedPayments.id);
    const runs = await runsOf(
      db,
      rows.map(({ p }) => p.id),
    );
    return ok({
      payments: rows.map(({ p, toAccount }) => ({
        id: p.id,
        type: p.type,
        amount: normaliseDecimal(p.amount),
        currencyCode: p.currencyCode,
        toAccount,
        beneficiaryEmail: p.beneficiaryEmail,
        frequency: p.frequency,
        nextDate: p.nextDate,
        endDate: p.endDate,
        remaining: p.remaining,
        userCancel: p.userCancel,
        runsDone: runs.get(p.id)?.done ?? 0,
        lastRun: lastRunView(runs.get(p.id)?.last),
      })),
    });
  },
});

const lastRunView = (run: typeof preapprovedRuns.$inferSelect | undefined) =>
  run
    ? {
        date: run.createdAt.toISOString(),
        outcome: run.outcome,
        reason: run.reason,
        transactionId: run.transactionId,
      }
    : null;

const preapprovedPaymentCancel = sessionMethod({
  name: 'preapprovedPaymentCancel',
  payload: v.object({ id: id() }),
  async handle({ db, sandbox, customerId, accessRights }, input) {
    if (!canAct(accessRights)) return accessDenied();
    const [payment] = await db
      .select()
      .from(preapprovedPayments)
      .where(and(eq(preapprovedPayments.id, input.id), eq(preapprovedPayments.customerId, customerId)));
    if (!payment || payment.cancelledAt || payment.endedAt) {
      return invalid('id', 'is not one of your preapproved payments');
    }
    if (!payment.userCancel) return invalid('id', 'cannot be cancelled');
    await db
      .update(preapprovedPayments)
      .set({ cancelledAt: sandbox.now() })
      .where(eq(preapprovedPayments.id, payment.id));
    return ok({ id: payment.id, cancelled: true });
  },
});

export const preapprovedMethods: MethodDefinition[] = [preapprovedPaymentList, preapprovedPaymentCancel];
