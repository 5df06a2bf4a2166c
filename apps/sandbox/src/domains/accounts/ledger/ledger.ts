// The double-entry ledger: every transaction's postings sum to zero per currency, and an
// account's balance is the sum of its postings. Rejected and canceled transactions post nothing.
// Amounts are bigint minor units at their currency's scale (money.ts): cents for EUR, 1e-8 for BTC.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/open.ts';
import { accounts, postings, transactions } from '../tables.ts';
import { AccountType, type SystemPurpose, TxStatus } from './codes.ts';
import { fromMinor, minorOf } from '../../../money.ts';
import { type BankDescription, descriptionColumns } from '../descriptions.ts';

export interface Posting {
  accountId: number;
  amount: bigint; // minor units of currencyCode (its scale), signed
  currencyCode: string;
}

export interface Booking {
  typeId: number;
  statusId: number;
  fromAccountId: number | null;
  toAccountId: number | null;
  amount: bigint; // minor units of currencyCode
  currencyCode: string;
  toAmount: bigint; // minor units of toCurrencyCode
  toCurrencyCode: string;
  exchangeRate?: string;
  fee?: bigint; // minor units of currencyCode
  /** The person's own words as typed, or the bank's description (a key, written out in each reader's language). */
  description?: string | BankDescription;
  counterpartyName?: string | null;
  counterpartyEmail?: string | null;
  reference?: string | null;
  createdAt?: Date;
  postings: Posting[];
}

export class UnbalancedBooking extends Error {}

/** Writes a transaction and its postings; refuses postings that do not sum to zero per currency. */
export async function book(db: Db, booking: Booking): Promise<number> {
  const posts =
    booking.statusId === TxStatus.rejected || booking.statusId === TxStatus.canceled ? [] : booking.postings;
  const sums = new Map<string, bigint>();
  for (const p of posts) sums.set(p.currencyCode, (sums.get(p.currencyCode) ?? 0n) + p.amount);
  for (const [currency, sum] of sums) {
    if (sum !== 0n) throw new UnbalancedBooking(`Postings in ${currency} sum to ${fromMinor(sum, currency)}`);
  }
  const [row] = await db
    .insert(transactions)
    .values({
      typeId: booking.typeId,
      statusId: booking.statusId,
      fromAccountId: booking.fromAccountId,
      toAccountId: booking.toAccountId,
      amount: fromMinor(booking.amount, booking.currencyCode),
      currencyCode: booking.currencyCode,
      toAmount: fromMinor(booking.toAmount, booking.toCurrencyCode),
      toCurrencyCode: booking.toCurrencyCode,
      exchangeRate: booking.exchangeRate ?? '1',
      fee: fromMinor(booking.fee ?? 0n, booking.currencyCode),
      ...descriptionColumns(booking.description),
      counterpartyName: booking.counterpartyName ?? null,
      counterpartyEmail: booking.counterpartyEmail ?? null,
      reference: booking.reference ?? null,
      ...(booking.createdAt ? { createdAt: booking.createdAt } : {}),
    })
    .returning({ id: transactions.id });
  if (!row) throw new Error('Transaction insert returned nothing');
  if (posts.length > 0) {
    await db.insert(postings).values(
      posts.map((p) => ({
        transactionId: row.id,
        accountId: p.accountId,
        amount: fromMinor(p.amount, p.currencyCode),
        currencyCode: p.currencyCode,
      })),
    );
  }
  return row.id;
}

/** The bank's own account for a purpose and currency (the other side of money entering or leaving). */
export async function systemAccount(db: Db, purpose: SystemPurpose, currencyCode: string): Promise<number> {
  const where = and(eq(accounts.systemPurpose, purpose), eq(accounts.currencyCode, currencyCode));
  const [found] = await db.select({ id: accounts.id }).from(accounts).where(where);
  if (found) return found.id;
  await db
    .insert(accounts)
    .values({ currencyCode, typeId: AccountType.system, systemPurpose: purpose })
    .onConflictDoNothing();
  const [created] = await db.select({ id: accounts.id }).from(accounts).where(where);
  if (!created) throw new Error(`System account ${purpose} ${currencyCode} missing`);
  return created.id;
}

/** Postings moving money between two accounts, through the FX accounts when the currencies differ. */
export async function movePostings(
  db: Db,
  from: { accountId: number; currencyCode: string; minor: bigint },
  to: { accountId: number; currencyCode: string; minor: bigint },
): Promise<Posting[]> {
  if (from.currencyCode === to.currencyCode) {
    return [
      { accountId: from.accountId, amount: -from.minor, currencyCode: from.currencyCode },
      { accountId: to.accountId, amount: to.minor, currencyCode: to.currencyCode },
    ];
  }
  return [
    { accountId: from.accountId, amount: -from.minor, currencyCode: from.currencyCode },
    {
      accountId: await systemAccount(db, 'fx', from.currencyCode),
      amount: from.minor,
      currencyCode: from.currencyCode,
    },
    { accountId: await systemAccount(db, 'fx', to.currencyCode), amount: -to.minor, currencyCode: to.currencyCode },
    { accountId: to.accountId, amount: to.minor, currencyCode: to.currencyCode },
  ];
}

/** Locks the account row for the rest of the transaction (PostgreSQL) so concurrent debits queue up. */
export async function lockAccount(db: Db, accountId: number): Promise<void> {
  await db.execute(sql`select id from ${accounts} where id = ${accountId} for update`);
}

/** The account's balance in minor units of its currency (its scale). */
export async function balanceOf(db: Db, accountId: number): Promise<bigint> {
  const [account] = await db
    .select({ currencyCode: accounts.currencyCode })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (!account) throw new Error(`No account ${accountId}`);
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${postings.amount}), 0)::text` })
    .from(postings)
    .where(eq(postings.accountId, accountId));
  return minorOf(row?.sum ?? '0', account.currencyCode);
}
