// Submitting a draft batch (MASS-WIRE.md "Submit"): every kept row must be payable; the total (amounts and the
// fees the sender pays) is booked through the ledger from the batch account to the bank's clearing account in
// one transaction (type globalPay), and each payment gets its secret and an e-mail (the sandbox inbox) with the
// link to receive/{secret}. The recipient's choice later pays the row out of the clearing.
// A user with access right 3 (initiate) submits a company request instead (security review H1): the total is
// held (status 41) and the batch waits (`waiting`) until an approver (2, 4) decides it with
// businessTransactionRequestApprove; the payees are mailed only on approval, and a decline returns the money
// and makes the batch a draft again.
import { rowProblems } from '@paydeck/transfers/api';
import { eq } from 'drizzle-orm';
import { accessDenied, invalid, ok, validationFailed } from '../../api/answers.ts';
import { sessionMethod } from '../../api/registry.ts';
import { newToken } from '../../crypto.ts';
import type { Db } from '../../db/open.ts';
import { sendMessage } from '../../outbox.ts';
import { fromMinor, toMinor } from '../../money.ts';
import { canAct } from '../accounts/accounts.ts';
import { TxStatus } from '../accounts/ledger/codes.ts';
import { book, systemAccount } from '../accounts/ledger/ledger.ts';
import { TxType } from '../accounts/transaction-types.ts';
import { spendableCents } from '../cards/fees.ts';
import { approveModeFor, onOperationDecided, openOperation } from '../transfers/operations.ts';
import { byBatch, summaryOf } from './batches.ts';
import { batchOf, currencyOf, dataOf, notFound, paymentsOf } from './rows.ts';
import { globalPayBatches, globalPayPayments } from './tables.ts';

/** Each kept payment of a booked batch gets its secret and its payee the e-mail with the link. */
async function releasePayments(db: Db, batch: { id: number; accountId: number }): Promise<void> {
  const currencyCode = await currencyOf(db, batch.accountId);
  for (const row of (await paymentsOf(db, batch.id)).filter((payment) => !payment.removed)) {
    const data = dataOf(row);
    const secret = newToken();
    const amount = fromMinor(toMinor(data.amount.replace(',', '.'), currencyCode) ?? 0n, currencyCode);
    await db
      .update(globalPayPayments)
      .set({ secret, status: 'new', amount, currencyCode })
      .where(eq(globalPayPayments.id, row.id));
    await sendMessage(db, {
      kind: 'email',
      recipient: data.beneficiaryEmail,
      subject: `You have a payment of ${amount} ${currencyCode}`,
      body: `${data.beneficiaryName}, a payment is waiting for you. Open the link to choose how to receive it.`,
      link: `/receive/${secret}`,
    });
  }
}

const submit = sessionMethod({
  name: 'globalPayBatchSubmit',
  payload: byBatch,
  idempotent: true,
  async handle(ctx, { batchId }) {
    if (!canAct(ctx.accessRights)) return accessDenied();
    const batch = await batchOf(ctx.db, ctx.customerId, batchId);
    if (!batch) return notFound();
    if (batch.status !== 'draft') return invalid('batchId', 'is no longer a draft');
    const rows = (await paymentsOf(ctx.db, batch.id)).filter((row) => !row.removed);
    const bad = rows.findIndex((row) => Object.keys(rowProblems(dataOf(row))).length > 0);
    if (bad >= 0) {
      return validationFailed([
        { param: 'payments', description: `row ${(rows[bad]?.position ?? 0) + 1} has problems` },
      ]);
    }
    if (rows.length === 0) return invalid('payments', 'has no payment to submit');
    const currencyCode = await currencyOf(ctx.db, batch.accountId);
    const summary = summaryOf(rows, currencyCode);
    const total = toMinor(summary.estimatedTotal, currencyCode) ?? 0n;
    if ((await spendableCents(ctx.db, batch.accountId)) < total) return invalid('batchId', 'insufficient funds');
    const request = (await approveModeFor(ctx.db, ctx.session.userId, ctx.accessRights)) === 'company';
    const clearing = await systemAccount(ctx.db, 'clearing', currencyCode);
    const transactionId = await book(ctx.db, {
      typeId: TxType.globalPay,
      statusId: request ? TxStatus.processing : TxStatus.completed,
      fromAccountId: batch.accountId,
      toAccountId: clearing,
      amount: total,
      currencyCode,
      toAmount: total,
      toCurrencyCode: currencyCode,
      description: `Global pay: ${batch.batchName}`,
      createdAt: ctx.sandbox.now(),
      postings: [
        { accountId: batch.accountId, amount: -total, currencyCode },
        { accountId: clearing, amount: total, currencyCode },
      ],
    });
    const status = request ? 'waiting' : 'submitted';
    await ctx.db
      .update(globalPayBatches)
      .set({ status, transactionId, submittedAt: ctx.sandbox.now() })
      .where(eq(globalPayBatches.id, batch.id));
    if (!request) {
      await releasePayments(ctx.db, batch);
      return ok({ batchId: batch.id, status, transactionId, ...summary });
    }
    const context = { db: ctx.db, sandbox: ctx.sandbox, userId: ctx.session.userId, customerId: ctx.customerId };
    const operation = await openOperation(context, 'company', { transactionId, feeTransactionId: null });
    return ok({
      responseDescription: 'Transaction created',
      batchId: batch.id,
      status,
      transactionId,
      operationId: operation.operationId,
      statusId: TxStatus.processing,
      ...summary,
    });
  },
});

/** A company's decision on a batch that waited: approved, its payees are mailed; declined, it is a draft again. */
onOperationDecided(async (_sandbox, db, op, approved) => {
  const [batch] = await db.select().from(globalPayBatches).where(eq(globalPayBatches.transactionId, op.transactionId));
  if (batch?.status !== 'waiting') return;
  if (approved) {
    await db.update(globalPayBatches).set({ status: 'submitted' }).where(eq(globalPayBatches.id, batch.id));
    await releasePayments(db, batch);
  } else {
    await db
      .update(globalPayBatches)
      .set({ status: 'draft', transactionId: null, submittedAt: null })
      .where(eq(globalPayBatches.id, batch.id));
  }
});

export const submitMethods = [submit];
