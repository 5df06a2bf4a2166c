// What a history row tells beyond its booking (WIRE.md "History row", named here), so one row is all the
// transaction sheet and the approval popup need: who paid an incoming payment (the booking names the payee, as
// the payer sees it), and, on the payer's side, where an external rail sent the money, the approval it waits
// for, its fee transaction and its batch. Those live in domains below this one (transfers, receipts): they
// register a provider here, as identity's device approvals are registered.
import type { Db } from '../../db/open.ts';
import type { Lang } from '../../lang.ts';
import { type HistoryRow, historyEntry } from './history-query.ts';
import { holderName } from './statement-data.ts';

/** The payer's approval of a submitted transfer (the payee is not shown it). */
export interface RowApproval {
  operationId: string;
  /** none, push, sms, otp, approvalCode, or company (a request the company's approvers decide). */
  approveType: string;
  /** waiting, approved or rejected. */
  status: string;
  initiatedBy: string;
  decidedBy: string | null;
  expiresAt: string | null;
}

/** What a provider knows of the payer's side of a transaction. */
export interface PayerSide {
  /** An IBAN, account number, masked card, crypto address, instant key, e-mail or phone an external rail sent to. */
  counterpartyAccount?: string | null;
  /** The receiving bank's name and BIC, when the rail names one. */
  counterpartyBank?: string | null;
  approval?: RowApproval | null;
  feeTransactionId?: number | null;
  batchId?: number | null;
}

export type PayerSideProvider = (db: Db, transactionIds: number[]) => Promise<Map<number, PayerSide>>;

const providers: PayerSideProvider[] = [];

export function registerPayerSide(provider: PayerSideProvider): void {
  providers.push(provider);
}

/** Holder names of the customers at the other end of incoming payments from another customer. */
async function payerNames(db: Db, customerId: number, rows: HistoryRow[]): Promise<Map<number, string>> {
  const ids = new Set(
    rows.flatMap((row) =>
      row.direction === 'incoming' && row.other_customer_id !== null && row.other_customer_id !== customerId
        ? [row.other_customer_id]
        : [],
    ),
  );
  const names = new Map<number, string>();
  for (const id of ids) names.set(id, await holderName(db, id));
  return names;
}

async function payerSides(db: Db, rows: HistoryRow[]): Promise<Map<number, PayerSide>> {
  const outgoing = [...new Set(rows.filter((row) => row.direction === 'outgoing').map((row) => row.transaction_id))];
  const sides = new Map<number, PayerSide>();
  if (outgoing.length === 0) return sides;
  for (const provider of providers) {
    for (const [id, side] of await provider(db, outgoing)) sides.set(id, { ...sides.get(id), ...side });
  }
  return sides;
}

/** The rows as the history answers them, each with what is known beyond its booking. */
export async function historyTransactions(db: Db, customerId: number, rows: HistoryRow[], lang: Lang = 'en') {
  const [names, sides] = await Promise.all([payerNames(db, customerId, rows), payerSides(db, rows)]);
  return rows.map((row) => {
    const entry = historyEntry(row, lang);
    if (row.direction === 'incoming') {
      const payer = row.other_customer_id === null ? undefined : names.get(row.other_customer_id);
      return {
        ...entry,
        fee: '0.00', // the payer's fee is the payer's
        ...(payer ? { counterpartyName: payer, counterpartyEmail: null } : {}),
        counterpartyBank: null,
        approval: null,
        feeTransactionId: null,
        batchId: null,
      };
    }
    const side = sides.get(row.transaction_id) ?? {};
    return {
      ...entry,
      counterpartyAccount: side.counterpartyAccount ?? entry.counterpartyAccount,
      counterpartyBank: side.counterpartyBank ?? null,
      approval: side.approval ?? null,
      feeTransactionId: side.feeTransactionId ?? null,
      batchId: side.batchId ?? null,
    };
  });
}
export type HistoryTransaction = Awaited<ReturnType<typeof historyTransactions>>[number];
