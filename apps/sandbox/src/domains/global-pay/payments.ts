// Editing a draft batch's payment rows (payments.md 7 "Global pay batches"): add, update (some cells), full
// update (every cell), remove and restore, set amount, set fee side, forbid a method. Each answers the row.
import { BATCH_COLUMNS, MAX_BATCH_ROWS, type PaymentData } from '@paydeck/transfers/api';
import { and, eq, inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { accessDenied, type Answer, invalid, ok } from '../../api/answers.ts';
import { safeText } from '../../api/fields.ts';
import { type SessionContext, sessionMethod } from '../../api/registry.ts';
import { canAct } from '../accounts/accounts.ts';
import { batchOf, type BatchRow, dataOf, methodsTo, notFound, type PaymentRow, paymentAnswer } from './rows.ts';
import { globalPayPayments } from './tables.ts';

const id = v.pipe(v.number(), v.integer(), v.minValue(1));
/** A cell as the batch file's (files/table-read.ts): one line of safe text, at most 300 characters. */
const cell = v.pipe(v.string(), safeText(), v.maxLength(300));
const fullData = v.object(
  Object.fromEntries(BATCH_COLUMNS.map((column) => [column, cell])) as Record<keyof PaymentData, typeof cell>,
);
const someData = v.partial(fullData);
const byPayment = { batchId: id, paymentId: id };

async function draftOf(ctx: SessionContext, batchId: number): Promise<BatchRow | Answer> {
  if (!canAct(ctx.accessRights)) return accessDenied();
  const batch = await batchOf(ctx.db, ctx.customerId, batchId);
  if (!batch) return notFound();
  return batch.status === 'draft' ? batch : invalid('batchId', 'is no longer a draft');
}

/** Runs `change` on the draft batch's row and answers the row as it became. */
async function editRow(
  ctx: SessionContext,
  ids: { batchId: number; paymentId: number },
  change: (row: PaymentRow) => Partial<typeof globalPayPayments.$inferInsert> | Answer,
): Promise<Answer> {
  const batch = await draftOf(ctx, ids.batchId);
  if ('responseCode' in batch) return batch;
  const where = and(eq(globalPayPayments.id, ids.paymentId), eq(globalPayPayments.batchId, batch.id));
  const [row] = await ctx.db.select().from(globalPayPayments).where(where);
  if (!row) return invalid('paymentId', 'is not a payment of this batch');
  const set = change(row);
  if ('responseCode' in set) return set;
  const [updated] = await ctx.db.update(globalPayPayments).set(set).where(where).returning();
  return ok({ payment: paymentAnswer(updated ?? row) });
}

const add = sessionMethod({
  name: 'globalPayPaymentAdd',
  payload: v.object({ batchId: id, paymentData: fullData }),
  async handle(ctx, { batchId, paymentData }) {
    const batch = await draftOf(ctx, batchId);
    if ('responseCode' in batch) return batch;
    const [count] = await ctx.db
      .select({
        rows: sql<number>`count(*)::int`,
        last: sql<number>`coalesce(max(${globalPayPayments.position}), -1)::int`,
      })
      .from(globalPayPayments)
      .where(eq(globalPayPayments.batchId, batch.id));
    if ((count?.rows ?? 0) >= MAX_BATCH_ROWS) return invalid('batchId', `has ${MAX_BATCH_ROWS} payment rows already`);
    const [row] = await ctx.db
      .insert(globalPayPayments)
      .values({ batchId: batch.id, position: (count?.last ?? -1) + 1, paymentData })
      .returning();
    return row ? ok({ payment: paymentAnswer(row) }) : notFound();
  },
});

const update = sessionMethod({
  name: 'globalPayPaymentUpdate',
  payload: v.object({ ...byPayment, paymentData: someData }),
  handle: (ctx, { paymentData, ...ids }) =>
    editRow(ctx, ids, (row) => ({ paymentData: { ...dataOf(row), ...paymentData } })),
});

const fullUpdate = sessionMethod({
  name: 'globalPayPaymentFullUpdate',
  payload: v.object({ ...byPayment, paymentData: fullData, feeShare: v.picklist(['sender', 'beneficiary']) }),
  handle: (ctx, { paymentData, feeShare, ...ids }) => editRow(ctx, ids, () => ({ paymentData, feeShare })),
});

const remove = sessionMethod({
  name: 'globalPayPaymentRemove',
  payload: v.object(byPayment),
  handle: (ctx, ids) => editRow(ctx, ids, () => ({ removed: true })),
});

const restore = sessionMethod({
  name: 'globalPayPaymentRestore',
  payload: v.object(byPayment),
  handle: (ctx, ids) => editRow(ctx, ids, () => ({ removed: false })),
});

const setAmount = sessionMethod({
  name: 'globalPayPaymentSetAmount',
  payload: v.object({ ...byPayment, amount: v.pipe(v.string(), safeText(), v.maxLength(30)) }),
  handle: (ctx, { amount, ...ids }) => editRow(ctx, ids, (row) => ({ paymentData: { ...dataOf(row), amount } })),
});

const setFeeSide = sessionMethod({
  name: 'globalPayPaymentSetFeeSide',
  payload: v.object({ ...byPayment, feeShare: v.picklist(['sender', 'beneficiary']) }),
  handle: (ctx, { feeShare, ...ids }) => editRow(ctx, ids, () => ({ feeShare })),
});

/** One payment's methods with `method` forbidden or allowed again, or the reason it cannot be. */
function forbiddenChange(row: PaymentRow, method: string, forbidden: boolean): string[] | Answer {
  const methods = methodsTo(dataOf(row).beneficiaryCountryCode || 'XX');
  if (!methods.includes(method)) return invalid('method', `is not a method of payment ${row.id}`);
  const others = row.forbiddenMethods.filter((name) => name !== method);
  const forbiddenMethods = forbidden ? [...others, method] : others;
  if (methods.every((name) => forbiddenMethods.includes(name))) {
    return invalid('method', `must leave at least one method of payment ${row.id} allowed`);
  }
  return forbiddenMethods;
}

// payments.md 7: "set method forbidden (list, forbidden, method)": `list` names the payments of the batch the
// change applies to (one or many); all change or none (one refusal refuses the call).
const setMethodForbidden = sessionMethod({
  name: 'globalPayPaymentSetMethodForbidden',
  payload: v.object({
    batchId: id,
    list: v.pipe(v.array(id), v.minLength(1, 'must name at least one payment'), v.maxLength(MAX_BATCH_ROWS)),
    method: v.pipe(v.string(), v.maxLength(20)),
    forbidden: v.boolean(),
  }),
  async handle(ctx, { batchId, list, method, forbidden }) {
    const batch = await draftOf(ctx, batchId);
    if ('responseCode' in batch) return batch;
    const ids = [...new Set(list)];
    const rows = await ctx.db
      .select()
      .from(globalPayPayments)
      .where(and(inArray(globalPayPayments.id, ids), eq(globalPayPayments.batchId, batch.id)));
    if (rows.length !== ids.length) return invalid('list', 'names a payment that is not of this batch');
    const changes = rows.map((row) => ({ row, forbiddenMethods: forbiddenChange(row, method, forbidden) }));
    const refused = changes.find((change) => !Array.isArray(change.forbiddenMethods));
    if (refused) return refused.forbiddenMethods as Answer; // checked before any is written: all or none
    const updated: PaymentRow[] = [];
    for (const { row, forbiddenMethods } of changes) {
      const [saved] = await ctx.db
        .update(globalPayPayments)
        .set({ forbiddenMethods: forbiddenMethods as string[] })
        .where(eq(globalPayPayments.id, row.id))
        .returning();
      updated.push(saved ?? row);
    }
    const order = new Map(ids.map((paymentId, index) => [paymentId, index]));
    updated.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
    return ok({ payments: updated.map(paymentAnswer) });
  },
});

export const paymentMethods = [add, update, fullUpdate, remove, restore, setAmount, setFeeSide, setMethodForbidden];
