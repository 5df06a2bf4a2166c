// What a statement reads from the ledger: one account's totals over a period and its rows. The
// totals are sums of postings (the same sums that make the balance), the counts are the account's
// legs of processing and rejected transactions (the same legs history shows), so balances, history
// and statements agree to the cent.
import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/open.ts';
import { accounts } from './tables.ts';
import { cards } from '../cards/tables.ts';
import { TxStatus, txStatusName } from './ledger/codes.ts';
import { normaliseDecimal } from '../../money.ts';
import type { Lang } from '../../lang.ts';
import { transactionDescription } from './descriptions.ts';
import { transactionTypeById } from './transaction-types.ts';

const DAY = 86_400_000;
const dayStart = (date: string) => new Date(`${date}T00:00:00Z`).toISOString();
const dayEnd = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + DAY).toISOString();

export interface Period {
  fromDate: string;
  toDate: string;
}

export interface OwnAccount {
  id: number;
  accountNumber: string;
  currencyCode: string;
  typeId: number;
  statusId: number;
  createdAt: Date;
  cardMaskedNumber: string | null;
}

/** One of the customer's accounts, or undefined when it is not theirs. */
export async function ownAccount(db: Db, customerId: number, accountId: number): Promise<OwnAccount | undefined> {
  const [row] = await db
    .select({
      id: accounts.id,
      accountNumber: accounts.accountNumber,
      currencyCode: accounts.currencyCode,
      typeId: accounts.typeId,
      statusId: accounts.statusId,
      createdAt: accounts.createdAt,
      cardMaskedNumber: cards.maskedNumber,
    })
    .from(accounts)
    .leftJoin(cards, eq(cards.accountId, accounts.id))
    .where(and(eq(accounts.id, accountId), eq(accounts.customerId, customerId)));
  return row;
}

/** The current month up to today (UTC days), the default period of a statement. */
export function defaultPeriod(now: Date): Period {
  const today = now.toISOString().slice(0, 10);
  return { fromDate: `${today.slice(0, 8)}01`, toDate: today };
}

export interface StatementTotals {
  beginningBalance: string;
  totalDebit: string;
  totalCredit: string;
  endingBalance: string;
  processingCount: number;
  rejectedCount: number;
}

export async function statementTotals(db: Db, accountId: number, period: Period): Promise<StatementTotals> {
  const from = dayStart(period.fromDate);
  const to = dayEnd(period.toDate);
  const [sums] = await queryRows<{ beginning: string; debit: string; credit: string; ending: string }>(
    db,
    sql`select
        coalesce(sum(p.amount) filter (where t.created_at < ${from}::timestamptz), 0)::text as beginning,
        coalesce(-sum(p.amount) filter (where p.amount < 0 and t.created_at >= ${from}::timestamptz and t.created_at < ${to}::timestamptz), 0)::text as debit,
        coalesce(sum(p.amount) filter (where p.amount > 0 and t.created_at >= ${from}::timestamptz and t.created_at < ${to}::timestamptz), 0)::text as credit,
        coalesce(sum(p.amount) filter (where t.created_at < ${to}::timestamptz), 0)::text as ending
      from postings p join transactions t on t.id = p.transaction_id
      where p.account_id = ${accountId}`,
  );
  const [counts] = await queryRows<{ processing: number; rejected: number }>(
    db,
    sql`select
        (count(*) filter (where status_id = ${TxStatus.processing}))::int as processing,
        (count(*) filter (where status_id = ${TxStatus.rejected}))::int as rejected
      from transactions
      where (from_account_id = ${accountId} or to_account_id = ${accountId})
        and created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz`,
  );
  return {
    beginningBalance: normaliseDecimal(sums?.beginning ?? '0'),
    totalDebit: normaliseDecimal(sums?.debit ?? '0'),
    totalCredit: normaliseDecimal(sums?.credit ?? '0'),
    endingBalance: normaliseDecimal(sums?.ending ?? '0'),
    processingCount: counts?.processing ?? 0,
    rejectedCount: counts?.rejected ?? 0,
  };
}

export interface StatementRow {
  transactionId: number;
  dateTime: string;
  type: string;
  status: string;
  statusId: number;
  direction: 'incoming' | 'outgoing';
  amount: string;
  /** In the language of the statement: the bank's own description written out, the person's as typed. */
  description: string;
  counterparty: string;
  reference: string;
}

/** The account's legs in the period, oldest first (a statement reads forwards). */
export async function statementRows(
  db: Db,
  accountId: number,
  period: Period,
  lang: Lang = 'en',
): Promise<StatementRow[]> {
  const rows = await queryRows<{
    id: number;
    type_id: number;
    status_id: number;
    date_time: string;
    direction: 'incoming' | 'outgoing';
    amount: string;
    description: string;
    description_key: string | null;
    description_params: Record<string, string> | null;
    counterparty: string | null;
    reference: string | null;
  }>(
    db,
    sql`select id, type_id, status_id,
        to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as date_time,
        case when from_account_id = ${accountId} then 'outgoing' else 'incoming' end as direction,
        (case when from_account_id = ${accountId} then amount else to_amount end)::text as amount,
        description, description_key, description_params,
        coalesce(counterparty_name, counterparty_email) as counterparty, reference
      from transactions
      where (from_account_id = ${accountId} or to_account_id = ${accountId})
        and created_at >= ${dayStart(period.fromDate)}::timestamptz and created_at < ${dayEnd(period.toDate)}::timestamptz
      order by created_at, id`,
  );
  return rows.map((row) => ({
    transactionId: row.id,
    dateTime: row.date_time,
    type: transactionTypeById(row.type_id)?.names[lang] ?? 'Unknown',
    status: txStatusName[row.status_id] ?? 'unknown',
    statusId: row.status_id,
    direction: row.direction,
    amount: normaliseDecimal(row.amount),
    description: transactionDescription(
      { description: row.description, descriptionKey: row.description_key, descriptionParams: row.description_params },
      lang,
    ),
    counterparty: row.counterparty ?? '',
    reference: row.reference ?? '',
  }));
}

/** The name printed on documents: the company's name, else the person's whose own customer it is. */
export async function holderName(db: Db, customerId: number): Promise<string> {
  const [row] = await queryRows<{ name: string | null }>(
    db,
    sql`select coalesce(c.business_name, (select u.first_name || ' ' || u.last_name from users u
          where u.customer_id = c.id order by u.id limit 1)) as name
        from customers c where c.id = ${customerId}`,
  );
  return row?.name ?? `Customer ${customerId}`;
}
