// What an approver reads before deciding a company request (WIRE.md "Company transaction requests"): who receives
// the money and into which account (a customer's account number, or what an external rail sends to: IBAN, account,
// card, crypto address, instant key, interac contact, with the bank), the account it leaves, its fee and what
// arrives. One query for a page of requests; the names of the customers paid in-house in one more per customer.
import { eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/open.ts';
import { normaliseDecimal } from '../../money.ts';
import { holderName } from '../accounts/statement-data.ts';
import { accounts, transactions } from '../accounts/tables.ts';
import { externalCounterparty } from './external-counterparty.ts';
import { externalTransfers } from './external-tables.ts';

export interface RequestPayee {
  payeeName: string | null;
  payeeEmail: string | null;
  payeeAccount: string | null;
  payeeBank: string | null;
  fromAccountNumber: string | null;
  fee: string;
  toAmount: string;
  toCurrencyCode: string;
  reference: string | null;
}

const fromAccount = alias(accounts, 'request_from_account');
const toAccount = alias(accounts, 'request_to_account');

/** The payee and money details of each transaction, by its id. */
export async function requestPayees(db: Db, transactionIds: readonly number[]): Promise<Map<number, RequestPayee>> {
  const found = new Map<number, RequestPayee>();
  if (transactionIds.length === 0) return found;
  const rows = await db
    .select({ tx: transactions, from: fromAccount, to: toAccount, external: externalTransfers })
    .from(transactions)
    .leftJoin(fromAccount, eq(fromAccount.id, transactions.fromAccountId))
    .leftJoin(toAccount, eq(toAccount.id, transactions.toAccountId))
    .leftJoin(externalTransfers, eq(externalTransfers.transactionId, transactions.id))
    .where(inArray(transactions.id, [...transactionIds]));
  const names = new Map<number, string>();
  for (const { tx, from, to, external } of rows) {
    const outside = external ? externalCounterparty(external.details) : null;
    // Paid in-house without a name on the booking (between the company's own accounts): the account's holder.
    let payeeName = tx.counterpartyName;
    if (!payeeName && !external && to?.customerId != null) {
      const known = names.get(to.customerId) ?? (await holderName(db, to.customerId));
      names.set(to.customerId, known);
      payeeName = known;
    }
    found.set(tx.id, {
      payeeName: payeeName || null,
      payeeEmail: tx.counterpartyEmail || null,
      payeeAccount: outside ? outside.account : (to?.accountNumber ?? null),
      payeeBank: outside?.bank ?? null,
      fromAccountNumber: from?.accountNumber ?? null,
      fee: normaliseDecimal(tx.fee),
      toAmount: normaliseDecimal(tx.toAmount),
      toCurrencyCode: tx.toCurrencyCode,
      reference: tx.reference || null,
    });
  }
  return found;
}
