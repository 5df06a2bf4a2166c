// Booking a mass transfer (MASS-WIRE.md "Mass transfers"): funds and the rail's limit checked for the whole
// batch, then every accepted row booked through the ledger in minor units (each row its own transaction and
// fee, as a single transfer of its rail), the batch and its rows recorded for history's batch list, and ONE
// operation opened for the batch: with approval none it is booked; otherwise every row is held until that one
// operation is approved (one code, one push, or one company request), which decides every row at once.
import { TxType } from '../accounts/transaction-types.ts';
import { type Answer, invalid, validationFailed } from '../../api/answers.ts';
import type { SessionContext } from '../../api/registry.ts';
import { book, movePostings, systemAccount } from '../accounts/ledger/ledger.ts';
import { spendableCents } from '../cards/fees.ts';
import { bookExternalLegs } from '../transfers/external-book.ts';
import { remainingMinor } from '../transfers/limits.ts';
import { type ApproveMode, approveModeFor, openOperation, statusFor } from '../transfers/operations.ts';
import { transferBatches, transferBatchRows } from '../transfers/tables.ts';
import { railTxType } from '../transfers/external-rules.ts';
import { TxStatus } from '../accounts/ledger/codes.ts';
import type { AcceptedRow, MassRail } from './summary.ts';
import { bankDescription } from '../accounts/descriptions.ts';

export interface BatchFrom {
  id: number;
  currencyCode: string;
}

interface Booked {
  transactionId: number;
  feeTransactionId: number;
  approvedStatusId: number;
}

async function bookP2pRow(
  ctx: SessionContext,
  from: BatchFrom,
  row: Extract<AcceptedRow, { kind: 'p2p' }>,
  mode: ApproveMode,
) {
  const { db, sandbox } = ctx;
  const { leg } = row;
  const statusId = statusFor(mode);
  const createdAt = sandbox.now();
  const transactionId = await book(db, {
    typeId: TxType.p2p,
    statusId,
    fromAccountId: from.id,
    toAccountId: leg.toAccountId,
    amount: leg.minor,
    currencyCode: from.currencyCode,
    toAmount: leg.toMinor,
    toCurrencyCode: leg.toCurrencyCode,
    fee: leg.fee + leg.markup,
    description: row.description || bankDescription('transferTo', { name: leg.email }),
    counterpartyName: leg.payeeName,
    counterpartyEmail: leg.email,
    createdAt,
    postings: await movePostings(
      db,
      { accountId: from.id, currencyCode: from.currencyCode, minor: leg.minor },
      { accountId: leg.toAccountId, currencyCode: leg.toCurrencyCode, minor: leg.toMinor },
    ),
  });
  const charge = leg.fee + leg.markup;
  const feeTransactionId = await book(db, {
    typeId: TxType.fee,
    statusId,
    fromAccountId: from.id,
    toAccountId: null,
    amount: charge,
    currencyCode: from.currencyCode,
    toAmount: charge,
    toCurrencyCode: from.currencyCode,
    description: bankDescription(leg.markup > 0n ? 'p2pFeeAndMarkup' : 'p2pFee'),
    createdAt,
    postings: [
      { accountId: from.id, amount: -charge, currencyCode: from.currencyCode },
      {
        accountId: await systemAccount(db, 'fees', from.currencyCode),
        amount: charge,
        currencyCode: from.currencyCode,
      },
    ],
  });
  return { transactionId, feeTransactionId, approvedStatusId: TxStatus.completed };
}

/** Books the accepted rows and opens the batch's operation; a refusal when funds or the limit fall short. */
export async function bookBatch(
  ctx: SessionContext,
  rail: MassRail,
  from: BatchFrom,
  batch: { name: string; fileName: string },
  accepted: readonly AcceptedRow[],
  totals: { debit: bigint; amounts: bigint },
): Promise<
  | { answer: Answer }
  | { batchId: number; operation: Awaited<ReturnType<typeof openOperation>>; first: Booked & { statusId: number } }
> {
  const { db, sandbox, session, customerId } = ctx;
  if (accepted.length === 0) return { answer: invalid('rows', 'has no row that can be sent') };
  if ((await spendableCents(db, from.id)) < totals.debit) return { answer: invalid('amount', 'insufficient funds') };
  if (totals.amounts > (await remainingMinor(db, from.id, rail, sandbox.now()))) {
    return { answer: validationFailed([{ param: 'amount', description: 'exceeds your limit' }]) };
  }
  const mode = await approveModeFor(db, session.userId, ctx.accessRights);
  const [created] = await db
    .insert(transferBatches)
    .values({
      customerId,
      accountId: from.id,
      name: batch.name,
      fileName: batch.fileName,
      typeId: rail === 'p2p' ? TxType.p2p : railTxType[rail],
      createdAt: sandbox.now(),
    })
    .returning();
  if (!created) throw new Error('Batch insert returned nothing');
  let first: (Booked & { statusId: number }) | undefined;
  for (const row of accepted) {
    const booked =
      row.kind === 'p2p'
        ? { ...(await bookP2pRow(ctx, from, row, mode)), statusId: statusFor(mode) }
        : await bookExternalLegs(ctx, row.rail, row.quote, row.beneficiary, row.description, mode);
    first ??= booked;
    await db.insert(transferBatchRows).values({
      batchId: created.id,
      rowNumber: row.rowNumber,
      beneficiaryName: row.label,
      beneficiaryEmail: row.kind === 'p2p' ? row.leg.email : null,
      amount: row.amountText,
      currencyCode: from.currencyCode,
      description: row.description,
      transactionId: booked.transactionId,
      feeTransactionId: booked.feeTransactionId,
    });
  }
  if (!first) throw new Error('No row booked');
  const operation = await openOperation({ db, sandbox, userId: session.userId, customerId }, mode, {
    transactionId: first.transactionId,
    feeTransactionId: first.feeTransactionId,
    approvedStatusId: first.approvedStatusId,
    batchId: created.id,
  });
  return { batchId: created.id, operation, first };
}
