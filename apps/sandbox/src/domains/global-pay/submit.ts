// Submitting a draft batch (MASS-WIRE.md "Submit"): every kept row must be payable; the total (amounts and the
// fees the sender pays) is booked through the ledger from the batch account to the bank's clearing account in
// one transaction (type globalPay), and each payment gets its secret and an e-mail (the sandbox inbox) with the
// link to receive/{secret}. The recipient's choice later pays the row out of the clearing.
// The batch follows its submitter's approval mode, as every transfer does (payments.md 4): with none it is booked
// and the payees are mailed at once. A user with access right 3 (initiate) submits a company request (security
// review H1), and a person whose mode is push, sms, otp or approvalCode confirms it with their second factor
// (transferApprove, the device): the total is held (status 41) and the batch waits (`waiting`) until the operation
// is decided; the payees are mailed only on approval, and a decline (or an expired code) returns the money and
// makes the batch a draft again.
import { rowProblems } from '@paydeck/transfers/api';
import { eq } from 'drizzle-orm';
import { accessDenied, invalid, ok, validationFailed } from '../../api/answers.ts';
import { sessionMethod } from '../../api/registry.ts';
import { newToken } from '../../crypto.ts';
import type { Db } from '../../db/open.ts';
import { type Lang, written } from '../../lang.ts';
import { sendMessage } from '../../outbox.ts';
import { paymentWaiting } from './mail-words.ts';
import { fromMinor, toMinor } from '../../money.ts';
import { canAct } from '../accounts/accounts.ts';
import { TxStatus } from '../accounts/ledger/codes.ts';
import { book, systemAccount } from '../accounts/ledger/ledger.ts';
import { TxType } from '../accounts/transaction-types.ts';
import { spendableCents } from '../cards/fees.ts';
import { approveModeFor, onOperationDecided, openOperation, statusFor } from '../transfers/operations.ts';
import { byBatch, summaryOf } from './batches.ts';
import { batchOf, currencyOf, dataOf, notFound, paymentsOf } from './rows.ts';
import { globalPayBatches, globalPayPayments } from './tables.ts';
import { bankDescription } from '../accounts/descriptions.ts';

/** Each kept payment of a booked batch gets its secret and its payee the e-mail with the link, in `lang` (the sender's). */
async function releasePayments(db: Db, batch: { id: number; accountId: number }, lang: Lang): Promise<void> {
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
      ...written(paymentWaiting, lang, { amount, currency: currencyCode, name: data.beneficiaryName }),
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
    const mode = await approveModeFor(ctx.db, ctx.session.userId, ctx.accessRights);
    const held = mode !== 'none';
    const clearing = await systemAccount(ctx.db, 'clearing', currencyCode);
    const transactionId = await book(ctx.db, {
      typeId: TxType.globalPay,
      statusId: statusFor(mode),
      fromAccountId: batch.accountId,
      toAccountId: clearing,
      amount: total,
      currencyCode,
      toAmount: total,
      toCurrencyCode: currencyCode,
      description: bankDescription('globalPayBatch', { name: batch.batchName }),
      createdAt: ctx.sandbox.now(),
      postings: [
        { accountId: batch.accountId, amount: -total, currencyCode },
        { accountId: clearing, amount: total, currencyCode },
      ],
    });
    const status = held ? 'waiting' : 'submitted';
    await ctx.db
      .update(globalPayBatches)
      .set({ status, transactionId, submittedAt: ctx.sandbox.now() })
      .where(eq(globalPayBatches.id, batch.id));
    if (!held) {
      await releasePayments(ctx.db, batch, ctx.lang);
      return ok({ batchId: batch.id, status, transactionId, ...summary });
    }
    const context = { db: ctx.db, sandbox: ctx.sandbox, userId: ctx.session.userId, customerId: ctx.customerId };
    const operation = await openOperation(context, mode, { transactionId, feeTransactionId: null });
    return ok({
      responseDescription: mode === 'company' ? 'Transaction created' : 'Transfer waits for approval',
      batchId: batch.id,
      status,
      transactionId,
      ...operation,
      statusId: TxStatus.processing,
      ...summary,
    });
  },
});

/** A company's decision on a batch that waited: approved, its payees are mailed; declined, it is a draft again. */
onOperationDecided(async (sandbox, db, op, approved) => {
  const [batch] = await db.select().from(globalPayBatches).where(eq(globalPayBatches.transactionId, op.transactionId));
  if (batch?.status !== 'waiting') return;
  if (approved) {
    await db.update(globalPayBatches).set({ status: 'submitted' }).where(eq(globalPayBatches.id, batch.id));
    await releasePayments(db, batch, sandbox.languages.ofUser(op.userId) ?? 'en');
  } else {
    await db
      .update(globalPayBatches)
      .set({ status: 'draft', transactionId: null, submittedAt: null })
      .where(eq(globalPayBatches.id, batch.id));
  }
});

export const submitMethods = [submit];
