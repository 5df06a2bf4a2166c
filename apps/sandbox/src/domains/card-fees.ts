// Card fees through the ledger: the accounts a fee may be paid from, what an account can spend, and
// the booking of a fee (transaction type 11) to the bank's fees account.
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { accounts } from '../db/schema.ts';
import { AccountStatus, AccountType, TxStatus } from '../ledger/codes.ts';
import { balanceOf, book, lockAccount, systemAccount } from '../ledger/ledger.ts';
import { fromCents, toCents } from '../ledger/money.ts';
import { TxType } from './transaction-types.ts';

export interface FeeAccount {
  accountId: number;
  accountNumber: string;
  currencyCode: string;
  balance: string;
}

/** The customer's open payment accounts (optionally in one currency), with their balances. */
export async function feeAccountsOf(db: Db, customerId: number, currencyCode?: string): Promise<FeeAccount[]> {
  const rows = await db
    .select({ id: accounts.id, accountNumber: accounts.accountNumber, currencyCode: accounts.currencyCode })
    .from(accounts)
    .where(
      and(
        eq(accounts.customerId, customerId),
        eq(accounts.typeId, AccountType.payment),
        ne(accounts.statusId, AccountStatus.closed),
        currencyCode ? eq(accounts.currencyCode, currencyCode) : undefined,
      ),
    )
    .orderBy(accounts.id);
  return Promise.all(
    rows.map(async (row) => ({
      accountId: row.id,
      accountNumber: row.accountNumber,
      currencyCode: row.currencyCode,
      balance: fromCents(await balanceOf(db, row.id)),
    })),
  );
}

/** Locks the account for the rest of the transaction and answers what it can spend (balance minus minimum). */
export async function spendableCents(db: Db, accountId: number): Promise<bigint> {
  await lockAccount(db, accountId);
  const [row] = await db.select({ minimum: accounts.minimumBalance }).from(accounts).where(eq(accounts.id, accountId));
  return (await balanceOf(db, accountId)) - (toCents(row?.minimum ?? '0') ?? 0n);
}

/** Books a completed fee from the account to the bank's fees account; answers the transaction id. */
export async function chargeFee(
  db: Db,
  fee: { accountId: number; currencyCode: string; cents: bigint; description: string; now: Date },
): Promise<number> {
  const { accountId, currencyCode, cents } = fee;
  return book(db, {
    typeId: TxType.fee,
    statusId: TxStatus.completed,
    fromAccountId: accountId,
    toAccountId: null,
    amount: cents,
    currencyCode,
    toAmount: cents,
    toCurrencyCode: currencyCode,
    description: fee.description,
    createdAt: fee.now,
    postings: [
      { accountId, amount: -cents, currencyCode },
      { accountId: await systemAccount(db, 'fees', currencyCode), amount: cents, currencyCode },
    ],
  });
}
