// Recent transfers and p2p beneficiaries (WIRE.md "Person to person"): read from the ledger's
// transactions out of the customer's accounts, newest first.
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import * as v from 'valibot';
import { invalid, ok } from '../../api/answers.ts';
import { type MethodDefinition, sessionMethod } from '../../api/registry.ts';
import type { Db } from '../../db/open.ts';
import { normaliseDecimal } from '../../money.ts';
import { AccountStatus, TxStatus } from '../accounts/ledger/codes.ts';
import { accounts, transactions } from '../accounts/tables.ts';
import { TxType } from '../accounts/transaction-types.ts';

/** The rails a recent transfer may be of, by the dictionary's codes. */
export const RAILS: Record<string, number> = {
  betweenAccounts: TxType.betweenAccounts,
  p2p: TxType.p2p,
  wire: TxType.wire,
  eft: TxType.eft,
  oct: TxType.oct,
  crypto_eft: TxType.cryptoEft,
  instant_payment: TxType.instantPayment,
  interac: TxType.interac,
};
export const codeOf = (typeId: number) => Object.keys(RAILS).find((code) => RAILS[code] === typeId) ?? 'other';
const target = alias(accounts, 'target');
const source = alias(accounts, 'source');

async function recentOf(db: Db, customerId: number, typeIds: number[], limit: number) {
  const rows = await db
    .select({ tx: transactions, targetStatus: target.statusId })
    .from(transactions)
    .innerJoin(source, eq(source.id, transactions.fromAccountId))
    .leftJoin(target, eq(target.id, transactions.toAccountId))
    .where(
      and(
        eq(source.customerId, customerId),
        inArray(transactions.typeId, typeIds),
        eq(transactions.statusId, TxStatus.completed),
      ),
    )
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(limit);
  return rows.map(({ tx, targetStatus }) => ({
    transactionId: tx.id,
    isDisabled: targetStatus === AccountStatus.closed,
    type: codeOf(tx.typeId),
    toEmail: tx.counterpartyEmail,
    toName: tx.counterpartyName,
    amount: normaliseDecimal(tx.amount),
    currencyCode: tx.currencyCode,
    createdAt: tx.createdAt.toISOString(),
  }));
}

const recentTransfers = sessionMethod({
  name: 'recentTransfers',
  readOnly: true,
  payload: v.object({
    type: v.optional(v.string()),
    limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(20)), 5),
  }),
  async handle({ db, customerId }, input) {
    if (input.type === undefined) {
      const own = await recentOf(db, customerId, [TxType.betweenAccounts], input.limit);
      const others = Object.values(RAILS).filter((typeId) => typeId !== TxType.betweenAccounts);
      return ok({ own, '3d': await recentOf(db, customerId, others, input.limit) });
    }
    const typeId = RAILS[input.type];
    if (typeId === undefined) return invalid('type', 'is not a transfer type');
    return ok({ transfers: await recentOf(db, customerId, [typeId], input.limit) });
  },
});

const p2pBeneficiaryList = sessionMethod({
  name: 'p2pBeneficiaryList',
  readOnly: true,
  payload: v.object({}),
  async handle({ db, customerId }) {
    const rows = await db
      .select({
        email: sql<string>`lower(${transactions.counterpartyEmail})`,
        name: sql<string>`max(${transactions.counterpartyName})`,
        last: sql<Date>`max(${transactions.createdAt})`.mapWith(transactions.createdAt),
      })
      .from(transactions)
      .innerJoin(source, eq(source.id, transactions.fromAccountId))
      .where(
        and(
          eq(source.customerId, customerId),
          eq(transactions.typeId, TxType.p2p),
          eq(transactions.statusId, TxStatus.completed),
          isNotNull(transactions.counterpartyEmail),
        ),
      )
      .groupBy(sql`lower(${transactions.counterpartyEmail})`)
      .orderBy(sql`max(${transactions.createdAt}) desc`);
    return ok({
      beneficiaries: rows.map((row) => ({
        email: row.email,
        name: row.name ?? row.email,
        lastTransferAt: row.last.toISOString(),
      })),
    });
  },
});

export const recentMethods: MethodDefinition[] = [recentTransfers, p2pBeneficiaryList];
