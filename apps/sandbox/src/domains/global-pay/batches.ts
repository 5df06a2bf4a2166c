// Global pay batches (payments.md 4 "Global pay batch and mass files", 7 "Global pay batches"; MASS-WIRE.md):
// upload (code 92 for an identical batch unless ignoreIdenticalBatch), details, status, summary, cancel.
import { isPayableRow } from '@paydeck/transfers/api';
import { and, eq, ne } from 'drizzle-orm';
import * as v from 'valibot';
import { accessDenied, failure, invalid, ok } from '../../api/answers.ts';
import { safeText } from '../../api/fields.ts';
import { sessionMethod } from '../../api/registry.ts';
import { sha256Hex } from '../../crypto.ts';
import { fromMinor, toMinor } from '../../money.ts';
import { canAct } from '../accounts/accounts.ts';
import { externalFeeMinor } from '../transfers/external-rules.ts';
import { fromAccountOf } from '../transfers/external-book.ts';
import { parseBatchFile } from './parse.ts';
import { batchOf, currencyOf, dataOf, notFound, type PaymentRow, paymentAnswer, paymentsOf } from './rows.ts';
import { globalPayBatches, globalPayPayments } from './tables.ts';

const batchId = v.pipe(v.number(), v.integer(), v.minValue(1));
export const byBatch = v.object({ batchId });

/** The fee of one payment (a card payout's: 1 % at least 1.00), in minor units of the batch currency. */
export const paymentFeeMinor = (minor: bigint, currencyCode: string): bigint =>
  externalFeeMinor('oct', minor, currencyCode);

/** What the payable rows cost: their amounts, the fees the sender pays, and the largest fee. */
export function summaryOf(rows: readonly PaymentRow[], currencyCode: string) {
  let total = 0n;
  let maximumFee = 0n;
  let count = 0;
  for (const row of rows) {
    const data = dataOf(row);
    if (row.removed || !isPayableRow(data)) continue;
    const minor = toMinor(data.amount.replace(',', '.'), currencyCode) ?? 0n;
    const fee = paymentFeeMinor(minor, currencyCode);
    total += minor + (row.feeShare === 'sender' ? fee : 0n);
    if (fee > maximumFee) maximumFee = fee;
    count += 1;
  }
  return {
    count,
    estimatedTotal: fromMinor(total, currencyCode),
    maximumTrxFee: fromMinor(maximumFee, currencyCode),
    currencyCode,
  };
}

const upload = sessionMethod({
  name: 'globalPayBatchUpload',
  files: ['attachedFile'],
  dataFiles: true,
  payload: v.object({
    batchName: v.pipe(v.string(), v.trim(), safeText(), v.minLength(1), v.maxLength(100)),
    accountId: v.pipe(v.number(), v.integer()),
    ignoreIdenticalBatch: v.optional(v.boolean(), false),
  }),
  async handle(ctx, payload) {
    if (!canAct(ctx.accessRights)) return accessDenied();
    const file = ctx.files.get('attachedFile');
    if (!file) return invalid('attachedFile', 'is required');
    const account = await fromAccountOf(ctx.db, ctx.customerId, payload.accountId);
    if (!account) return invalid('accountId', 'is not one of your payment accounts');
    const parsed = await parseBatchFile(file);
    if ('refusal' in parsed) return invalid('attachedFile', parsed.refusal);
    const fileHash = sha256Hex(Buffer.from(file.bytes).toString('base64'));
    if (!payload.ignoreIdenticalBatch) {
      const [identical] = await ctx.db
        .select()
        .from(globalPayBatches)
        .where(
          and(
            eq(globalPayBatches.customerId, ctx.customerId),
            eq(globalPayBatches.accountId, account.id),
            eq(globalPayBatches.fileHash, fileHash),
            ne(globalPayBatches.status, 'canceled'),
          ),
        );
      if (identical) {
        return failure('92', 'An identical batch was uploaded already', {
          date: identical.createdAt.toISOString(),
          batchId: identical.id,
        });
      }
    }
    const [batch] = await ctx.db
      .insert(globalPayBatches)
      .values({
        customerId: ctx.customerId,
        accountId: account.id,
        batchName: payload.batchName,
        fileHash,
        createdAt: ctx.sandbox.now(),
      })
      .returning();
    if (!batch) throw new Error('Batch insert returned nothing');
    await ctx.db
      .insert(globalPayPayments)
      .values(parsed.rows.map((paymentData, position) => ({ batchId: batch.id, position, paymentData })));
    const invalidRows = parsed.rows.filter((row) => !isPayableRow(row)).length;
    return ok({
      date: batch.createdAt.toISOString(),
      batchId: batch.id,
      result: { rows: parsed.rows.length, invalidRows },
    });
  },
});

const details = sessionMethod({
  name: 'globalPayBatchDetails',
  payload: byBatch,
  readOnly: true,
  async handle(ctx, { batchId }) {
    const batch = await batchOf(ctx.db, ctx.customerId, batchId);
    if (!batch) return notFound();
    const rows = await paymentsOf(ctx.db, batch.id);
    const currencyCode = await currencyOf(ctx.db, batch.accountId);
    return ok({
      batch: {
        batchId: batch.id,
        batchName: batch.batchName,
        accountId: batch.accountId,
        status: batch.status,
        date: batch.createdAt.toISOString(),
        summary: summaryOf(rows, currencyCode),
        payments: rows.map(paymentAnswer),
      },
    });
  },
});

const status = sessionMethod({
  name: 'globalPayBatchStatus',
  payload: byBatch,
  readOnly: true,
  async handle(ctx, { batchId }) {
    const batch = await batchOf(ctx.db, ctx.customerId, batchId);
    return batch ? ok({ batchId: batch.id, status: batch.status }) : notFound();
  },
});

const summary = sessionMethod({
  name: 'globalPayGlobalSummary',
  payload: byBatch,
  readOnly: true,
  async handle(ctx, { batchId }) {
    const batch = await batchOf(ctx.db, ctx.customerId, batchId);
    if (!batch) return notFound();
    return ok(summaryOf(await paymentsOf(ctx.db, batch.id), await currencyOf(ctx.db, batch.accountId)));
  },
});

const cancel = sessionMethod({
  name: 'globalPayBatchCancel',
  payload: byBatch,
  async handle(ctx, { batchId }) {
    if (!canAct(ctx.accessRights)) return accessDenied();
    const batch = await batchOf(ctx.db, ctx.customerId, batchId);
    if (!batch) return notFound();
    if (batch.status !== 'draft') return invalid('batchId', 'is no longer a draft');
    await ctx.db.update(globalPayBatches).set({ status: 'canceled' }).where(eq(globalPayBatches.id, batch.id));
    return ok({ batchId: batch.id, status: 'canceled' });
  },
});

export const batchMethods = [upload, details, status, summary, cancel];
