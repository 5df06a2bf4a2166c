// The payer's side of submitted transfers, for their history rows (accounts/history-details.ts): where an external
// rail sent the money, the approval the transfer waits for or had (its own operation, its fee's, or its mass
// batch's), its fee transaction and its batch. A few queries for a page of rows, whatever its length.
import { desc, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import type { PayerSide, RowApproval } from '../accounts/history-details.ts';
import { users } from '../customer/tables.ts';
import { externalCounterparty } from '../transfers/external-counterparty.ts';
import { externalTransfers, transferBatchRows, transferOperations } from '../transfers/tables.ts';

type Operation = typeof transferOperations.$inferSelect;

async function peopleNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, `${row.firstName} ${row.lastName}`]));
}

/** The payer's side of each of `transactionIds` that has one. */
export async function payerSides(db: Db, transactionIds: number[]): Promise<Map<number, PayerSide>> {
  const [external, batchRows] = await Promise.all([
    db.select().from(externalTransfers).where(inArray(externalTransfers.transactionId, transactionIds)),
    db
      .select()
      .from(transferBatchRows)
      .where(
        or(
          inArray(transferBatchRows.transactionId, transactionIds),
          inArray(transferBatchRows.feeTransactionId, transactionIds),
        ),
      ),
  ]);
  const batchOf = new Map<number, number>();
  for (const row of batchRows) {
    if (row.transactionId !== null) batchOf.set(row.transactionId, row.batchId);
    if (row.feeTransactionId !== null) batchOf.set(row.feeTransactionId, row.batchId);
  }
  const batchIds = [...new Set(batchOf.values())];
  const operations = await db
    .select()
    .from(transferOperations)
    .where(
      or(
        inArray(transferOperations.transactionId, transactionIds),
        inArray(transferOperations.feeTransactionId, transactionIds),
        batchIds.length === 0 ? undefined : inArray(transferOperations.batchId, batchIds),
      ),
    )
    .orderBy(desc(transferOperations.createdAt));
  const names = await peopleNames(db, [
    ...new Set(operations.flatMap((op) => (op.decidedBy === null ? [op.userId] : [op.userId, op.decidedBy]))),
  ]);
  const approvalOf = (op: Operation): RowApproval => ({
    operationId: op.id,
    approveType: op.approveType,
    status: op.status,
    initiatedBy: names.get(op.userId) ?? '',
    decidedBy: op.decidedBy === null ? null : (names.get(op.decidedBy) ?? null),
    expiresAt: op.expiresAt?.toISOString() ?? null,
  });

  const sides = new Map<number, PayerSide>();
  for (const id of transactionIds) {
    const batchId = batchOf.get(id) ?? null;
    // The newest operation that approves it: its own, its fee's, or its batch's.
    const operation = operations.find(
      (op) => op.transactionId === id || op.feeTransactionId === id || (batchId !== null && op.batchId === batchId),
    );
    const sent = external.find((row) => row.transactionId === id);
    const outside = sent ? externalCounterparty(sent.details) : null;
    sides.set(id, {
      ...(outside ? { counterpartyAccount: outside.account, counterpartyBank: outside.bank } : {}),
      approval: operation ? approvalOf(operation) : null,
      feeTransactionId: operations.find((op) => op.transactionId === id)?.feeTransactionId ?? null,
      batchId,
    });
  }
  return sides;
}
