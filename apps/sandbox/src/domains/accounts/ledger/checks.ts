// The ledger's rules checked over the whole database (ledger.test.ts, and the tests of every domain
// that moves money).
import { CURRENCY_SCALES } from '@paydeck/brand-config';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/open.ts';
import { customers } from '../../customer/tables.ts';
import { atScale } from '../../../money.ts';
import { accountsOf } from '../accounts.ts';
import { TxStatus } from './codes.ts';

/** The currency scale table (@paydeck/brand-config) as rows (code, scale) for SQL. */
const scales = () =>
  sql.join(
    Object.entries(CURRENCY_SCALES).map(([code, scale]) => sql`select ${code}::text as code, ${scale}::int as scale`),
    sql` union all `,
  );

/** Every ledger rule, checked over the whole database; answers the offending rows. */
export async function ledgerViolations(db: Db) {
  return {
    unbalancedTransactions: await queryRows(
      db,
      sql`
      select transaction_id, currency_code, sum(amount)::text as sum from postings
      group by transaction_id, currency_code having sum(amount) <> 0`,
    ),
    postingsInAnotherCurrency: await queryRows(
      db,
      sql`
      select p.id from postings p join accounts a on a.id = p.account_id where p.currency_code <> a.currency_code`,
    ),
    refusedWithPostings: await queryRows(
      db,
      sql`
      select t.id from transactions t join postings p on p.transaction_id = t.id
      where t.status_id in (${TxStatus.rejected}, ${TxStatus.canceled})`,
    ),
    legsNotMatchingTheTransaction: await queryRows(
      db,
      sql`
      select t.id from transactions t
      where t.status_id not in (${TxStatus.rejected}, ${TxStatus.canceled}) and (
        (t.from_account_id is not null and (select coalesce(sum(amount), 0) from postings p
          where p.transaction_id = t.id and p.account_id = t.from_account_id) <> -t.amount)
        or (t.to_account_id is not null and (select coalesce(sum(amount), 0) from postings p
          where p.transaction_id = t.id and (p.account_id = t.to_account_id
            or p.account_id in (select id from accounts where system_purpose = 'suspense'))) <> t.to_amount))`,
    ),
    // held-money.ts: a transaction waiting for approval never credits a customer, and only it uses suspense.
    heldMoneyCreditedToACustomer: await queryRows(
      db,
      sql`
      select p.id from postings p join transactions t on t.id = p.transaction_id join accounts a on a.id = p.account_id
      where t.status_id = ${TxStatus.processing} and a.customer_id is not null and p.amount > 0`,
    ),
    suspenseOfADecidedTransaction: await queryRows(
      db,
      sql`
      select p.id from postings p join transactions t on t.id = p.transaction_id join accounts a on a.id = p.account_id
      where a.system_purpose = 'suspense' and t.status_id <> ${TxStatus.processing}`,
    ),
    amountsBeyondTheirScale: await queryRows(
      db,
      sql`
      select p.id, p.amount::text from postings p
      where p.amount <> round(p.amount, coalesce((select s.scale from (${scales()}) s where s.code = p.currency_code), 2))`,
    ),
    customerAccountsBelowMinimum: await queryRows(
      db,
      sql`
      select a.id from accounts a where a.customer_id is not null
      and (select coalesce(sum(amount), 0) from postings p where p.account_id = a.id) < a.minimum_balance`,
    ),
  };
}

export const noViolations = {
  unbalancedTransactions: [],
  postingsInAnotherCurrency: [],
  refusedWithPostings: [],
  legsNotMatchingTheTransaction: [],
  heldMoneyCreditedToACustomer: [],
  suspenseOfADecidedTransaction: [],
  amountsBeyondTheirScale: [],
  customerAccountsBelowMinimum: [],
};

/** Balances as answered (balanceInquiry's query) against an independent sum of postings. */
export async function balanceMismatches(db: Db) {
  const sums = new Map(
    (
      await queryRows<{ id: number; currency_code: string; sum: string }>(
        db,
        sql`
      select a.id, a.currency_code, coalesce(sum(p.amount), 0)::text as sum
      from accounts a left join postings p on p.account_id = a.id group by a.id`,
      )
    ).map((row) => [row.id, atScale(row.sum, row.currency_code)]),
  );
  const mismatches: unknown[] = [];
  for (const { id } of await db.select({ id: customers.id }).from(customers)) {
    for (const account of await accountsOf(db, id)) {
      if (sums.get(account.accountId) !== account.balance)
        mismatches.push({ account, sum: sums.get(account.accountId) });
    }
  }
  return mismatches;
}

/** Currencies whose postings over all accounts do not sum to zero (the system accounts mirror the customers). */
export const unbalancedCurrencies = (db: Db) =>
  queryRows(
    db,
    sql`select currency_code, sum(amount)::text as total from postings group by currency_code having sum(amount) <> 0`,
  );
