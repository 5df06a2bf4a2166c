// Transfer limits (WIRE.md "Own accounts", `customerLimits`): per day and per month, in the from
// account's currency, counting that account's transfers of the type that are booked or held.
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { fromMinor, minorFromCents, minorOf } from '../../money.ts';
import { accounts, transactions } from '../accounts/tables.ts';
import { TxStatus } from '../accounts/ledger/codes.ts';
import { TxType } from '../accounts/transaction-types.ts';

/** Demo limits in cents of the account's currency (the same numbers for every currency, at its scale). */
export const LIMITS = {
  betweenAccounts: { day: 25_000_00n, month: 100_000_00n },
  p2p: { day: 5_000_00n, month: 20_000_00n },
  wire: { day: 50_000_00n, month: 200_000_00n },
  eft: { day: 20_000_00n, month: 100_000_00n },
  oct: { day: 5_000_00n, month: 20_000_00n },
  crypto: { day: 10_000_00n, month: 50_000_00n },
  instant: { day: 5_000_00n, month: 20_000_00n },
  interac: { day: 3_000_00n, month: 10_000_00n },
} as const;
export type LimitType = keyof typeof LIMITS;
export const limitTypes = Object.keys(LIMITS) as LimitType[];

const TYPE_IDS: Record<LimitType, number> = {
  betweenAccounts: TxType.betweenAccounts,
  p2p: TxType.p2p,
  wire: TxType.wire,
  eft: TxType.eft,
  oct: TxType.oct,
  crypto: TxType.cryptoEft,
  instant: TxType.instantPayment,
  interac: TxType.interac,
};

export interface LimitView {
  period: 'day' | 'month';
  limit: string;
  used: string;
  currencyCode: string;
}

async function usedSince(db: Db, accountId: number, type: LimitType, since: Date, currencyCode: string) {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${transactions.amount}), 0)::text` })
    .from(transactions)
    .where(
      and(
        eq(transactions.fromAccountId, accountId),
        eq(transactions.typeId, TYPE_IDS[type]),
        inArray(transactions.statusId, [TxStatus.completed, TxStatus.processing]),
        gte(transactions.createdAt, since),
      ),
    );
  return minorOf(row?.sum ?? '0', currencyCode);
}

/** The day's and the month's limit and use (UTC calendar) of an account, as minor units of its currency. */
export async function limitsOf(db: Db, accountId: number, type: LimitType, now: Date) {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const [account] = await db.select({ code: accounts.currencyCode }).from(accounts).where(eq(accounts.id, accountId));
  const code = account?.code ?? 'EUR';
  const limit = (cents: bigint) => minorFromCents(cents, code);
  return [
    { period: 'day' as const, limit: limit(LIMITS[type].day), used: await usedSince(db, accountId, type, day, code) },
    {
      period: 'month' as const,
      limit: limit(LIMITS[type].month),
      used: await usedSince(db, accountId, type, month, code),
    },
  ];
}

/** What may still be sent today and this month (the smaller); never negative. */
export async function remainingMinor(db: Db, accountId: number, type: LimitType, now: Date): Promise<bigint> {
  const left = (await limitsOf(db, accountId, type, now)).map((l) => l.limit - l.used);
  // biome-ignore lint/complexity/useMathMinMax: bigint (Math.min takes numbers only)
  const min = left.reduce((a, b) => (a < b ? a : b));
  return min < 0n ? 0n : min;
}

export const limitViews = (rows: Awaited<ReturnType<typeof limitsOf>>, currencyCode: string): LimitView[] =>
  rows.map((row) => ({
    period: row.period,
    limit: fromMinor(row.limit, currencyCode),
    used: fromMinor(row.used, currencyCode),
    currencyCode,
  }));
