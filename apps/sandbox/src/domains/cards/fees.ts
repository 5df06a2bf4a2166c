// Card fees through the ledger: the accounts a fee may be paid from, what an account can spend, and
// the booking of a fee (transaction type 11) to the bank's fees account.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { accounts } from '../accounts/tables.ts';
import { AccountStatus, AccountType, TxStatus } from '../accounts/ledger/codes.ts';
import { balanceOf, book, lockAccount, systemAccount } from '../accounts/ledger/ledger.ts';
import { minorOf } from '../../money.ts';
import { accountsOf } from '../accounts/accounts.ts';
import { TxType } from '../accounts/transaction-types.ts';
import type { BankDescription } from '../accounts/descriptions.ts';

export interface FeeAccount {
  accountId: number;
  accountNumber: string;
  currencyCode: string;
  balance: string;
}

/** The customer's open payment accounts (optionally in one currency), with their ledger balances. */
export async function feeAccountsOf(db: Db, customerId: number, currencyCode?: string): Promise<FeeAccount[]> {
  return (await accountsOf(db, customerId))
    .filter(
      (account) =>
        account.typeId === AccountType.payment &&
        account.statusId !== AccountStatus.closed &&
        (currencyCode === undefined || account.currencyCode === currencyCode),
    )
    .map(({ accountId, accountNumber, currencyCode: code, balance }) => ({
      accountId,
      accountNumber,
      currencyCode: code,
      balance,
    }));
}

/** Locks the account for the rest of the transaction and answers what it can spend (balance minus minimum). */
export async function spendableCents(db: Db, accountId: number): Promise<bigint> {
  await lockAccount(db, accountId);
  const [row] = await db
    .select({ minimum: accounts.minimumBalance, currencyCode: accounts.currencyCode })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return (await balanceOf(db, accountId)) - (row ? minorOf(row.minimum, row.currencyCode) : 0n);
}

/** Books a completed fee from the account to the bank's fees account; answers the transaction id. */
export async function chargeFee(
  db: Db,
  fee: { accountId: number; currencyCode: string; cents: bigint; description: BankDescription; now: Date },
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
