// The clearing of wire and EFT transfers (WIRE.md "Statuses of a submitted external transfer"): a transfer
// approved on those rails is pending (23) at the correspondent bank until the sandbox's clearing settles it,
// played by a control (and the inbox's Settle / Return buttons):
//   GET  /__sandbox/transfers/external/pending                  { transfers: [{ transactionId, rail, amount, … }] }
//   POST /__sandbox/transfers/external/{transactionId}/settle   { outcome: completed | returned } → { statusId }
// Completed books it (2, the `booked` event); returned gives the money and the fee back (26, postings removed,
// the `rejected` event with the bank's message), as a refused approval does.
import { and, asc, eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { issuesText } from '../../api/issues.ts';
import { INBOX_PATH } from '../../control/inbox-page.ts';
import type { Db } from '../../db/open.ts';
import { readJson } from '../../http.ts';
import type { Sandbox } from '../../sandbox.ts';
import { TxStatus } from '../accounts/ledger/codes.ts';
import { transactions } from '../accounts/tables.ts';
import { ownCustomerOf } from './operation-events.ts';
import { rejectOperation } from './operations.ts';
import { externalTransfers, transferOperations } from './tables.ts';

export const RETURNED_MESSAGE = 'Returned by the beneficiary’s bank.';

/** Every wire and EFT transfer waiting at the clearing, oldest first. */
export async function pendingAtClearing(db: Db) {
  const rows = await db
    .select({ transfer: externalTransfers, transaction: transactions })
    .from(externalTransfers)
    .innerJoin(transactions, eq(transactions.id, externalTransfers.transactionId))
    .where(eq(transactions.statusId, TxStatus.pending))
    .orderBy(asc(transactions.id));
  return rows.map(({ transfer, transaction }) => ({
    transactionId: transaction.id,
    rail: transfer.rail,
    beneficiaryName: transaction.counterpartyName,
    amount: transaction.toAmount,
    currencyCode: transaction.toCurrencyCode,
    createdAt: transaction.createdAt.toISOString(),
  }));
}

export class NotAtClearing extends Error {}

/** Settles a pending transfer; answers its new status. */
export async function settleExternal(
  sandbox: Sandbox,
  transactionId: number,
  outcome: 'completed' | 'returned',
): Promise<number> {
  return sandbox.db.transaction(async (db) => {
    const [row] = await db
      .select({ op: transferOperations })
      .from(transferOperations)
      .innerJoin(transactions, eq(transactions.id, transferOperations.transactionId))
      .innerJoin(externalTransfers, eq(externalTransfers.transactionId, transferOperations.transactionId))
      .where(and(eq(transferOperations.transactionId, transactionId), eq(transactions.statusId, TxStatus.pending)))
      .for('update');
    if (!row) throw new NotAtClearing(`Transaction ${transactionId} is not pending at the clearing`);
    await db
      .update(externalTransfers)
      .set({ settledAt: sandbox.now() })
      .where(eq(externalTransfers.transactionId, transactionId));
    if (outcome === 'returned') {
      await rejectOperation(sandbox, db, row.op, { message: RETURNED_MESSAGE, returnedAfterApproval: true });
      return TxStatus.rejected;
    }
    await db.update(transactions).set({ statusId: TxStatus.completed }).where(eq(transactions.id, transactionId));
    const event = { operationId: row.op.id, transactionId, statusId: TxStatus.completed };
    sandbox.hub.publish(await ownCustomerOf(db, row.op.userId), {
      type: 'transaction',
      code: 'booked',
      transaction: event,
    });
    return TxStatus.completed;
  });
}

const isForm = (c: Context) => (c.req.header('content-type') ?? '').includes('application/x-www-form-urlencoded');
const settleBody = v.object({ outcome: v.picklist(['completed', 'returned'], 'must be completed or returned') });

export function externalControls(sandbox: Sandbox): Hono {
  const app = new Hono();
  app.get('/transfers/external/pending', async (c) => c.json({ transfers: await pendingAtClearing(sandbox.db) }));
  app.post('/transfers/external/:transactionId/settle', async (c) => {
    const transactionId = Number(c.req.param('transactionId'));
    const body = isForm(c) ? await c.req.parseBody() : await readJson(c);
    const parsed = v.safeParse(settleBody, body);
    if (!parsed.success) return c.json({ message: issuesText(parsed.issues) }, 400);
    try {
      const statusId = await settleExternal(sandbox, transactionId, parsed.output.outcome);
      sandbox.answers.clear(); // not a method call: history and balances answers are dropped by hand
      if (isForm(c)) return c.redirect(INBOX_PATH, 303);
      return c.json({ transactionId, statusId });
    } catch (error) {
      if (error instanceof NotAtClearing) return c.json({ message: error.message }, 404);
      throw error;
    }
  });
  return app;
}
