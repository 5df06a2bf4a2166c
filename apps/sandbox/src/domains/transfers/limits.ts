// Transfer limits (WIRE.md "Own accounts", `customerLimits`): per day and per month, in the from
// account's currency, counting that account's transfers of the type that are booked or held.
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { fromCents } from '../../money.ts';
import { TxStatus } from '../accounts/ledger/codes.ts';
import { transactions } from '../accounts/tables.ts';
import { TxType } from '../accounts/transaction-types.ts';

/** Demo limits in units of the account's currency (the same numbers for every currency). */
export const LIMITS = {
  betweenAccounts: { day: 25_000_00n, month: 100_000_00n },
  p2p: { day: 5_000_00n, month: 20_000_00n },
} as const;
export type LimitType = keyof typeof LIMITS;

const TYPE_IDS: Record<LimitType, number> = { betweenAccounts: TxType.betweenAccounts, p2p: TxType.p2p };

export interface LimitView {
  period: 'day' | 'month';
  limit: string;
  used: string;
  currencyCode: string;
}

async function usedSince(db: Db, accountId: number, type: LimitType, since: Date): Promise<bigint> {
  const [row] = await db
    .select({ cents: sql<string>`coalesce(sum(${transactions.amount}) * 100, 0)::bigint::text` })
    .from(transactions)
    .where(
      and(
        eq(transactions.fromAccountId, accountId),
        eq(transactions.typeId, TYPE_IDS[type]),
        inArray(transactions.statusId, [TxStatus.completed, TxStatus.processing]),
        gte(transactions.createdAt, since),
      ),
    );
  return BigInt(row?.cents ?? '0');
}

/** The day's and the month's limit and use (UTC calendar) of an account, as cents. */
export async function limitsOf(db: Db, accountId: number, type: LimitType, now: Date) {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  return [
    { period: 'day' as const, limit: LIMITS[type].day, used: await usedSince(db, accountId, type, day) },
    { period: 'month' as const, limit: LIMITS[type].month, used: await usedSince(db, accountId, type, month) },
  ];
}

/** What may still be sent today and this month (the smaller); never negative. */
export async function remainingCents(db: Db, accountId: number, type: LimitType, now: Date): Promise<bigint> {
  const left = (await limitsOf(db, accountId, type, now)).map((l) => l.limit - l.used);
  // biome-ignore lint/complexity/useMathMinMax: bigint (Math.min takes numbers only)
  const min = left.reduce((a, b) => (a < b ? a : b));
  return min < 0n ? 0n : min;
}

export const limitViews = (rows: Awaited<ReturnType<typeof limitsOf>>, currencyCode: string): LimitView[] =>
  rows.map((row) => ({ period: row.period, limit: fromCents(row.limit), used: fromCents(row.used), currencyCode }));
