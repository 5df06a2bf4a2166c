// The history's filter (payments.md 3 "History", the spec's names) and the rows it matches, shared by
// transactionHistory (a page and the counts) and its CSV export (every row, files kind `history`).
// A history row is one leg of a transaction on one of the customer's accounts: a transfer between
// two own accounts shows twice (outgoing from one, incoming to the other), as on a statement.
import { type SQL, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { amount, dateText, id, text } from '../../api/fields.ts';
import { type Db, queryRows } from '../../db/open.ts';
import { normaliseDecimal } from '../../money.ts';
import { TxStatus, txStatusName } from './ledger/codes.ts';
import { transactionTypeById } from './transaction-types.ts';

/** The filter fields that choose rows (the spec's names; no paging, no customer). */
export const historyQueryEntries = {
  accountId: v.optional(id()),
  keyword: v.optional(text()),
  transactionType: v.optional(
    v.pipe(
      v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/))], 'must be a transaction type id'),
      v.transform(Number),
    ),
    0,
  ),
  transactionDirection: v.optional(
    v.picklist(['all', 'incoming', 'outgoing'], 'must be all, incoming or outgoing'),
    'all',
  ),
  status: v.optional(id()),
  fromDate: v.optional(dateText()),
  toDate: v.optional(dateText()),
  fromAmount: v.optional(amount()),
  toAmount: v.optional(amount()),
  email: v.optional(text()),
};
export const HistoryQuerySchema = v.object(historyQueryEntries);
export type HistoryQuery = v.InferOutput<typeof HistoryQuerySchema>;

/** The filter without paging: what an export link carries. */
export const queryOf = (filter: HistoryQuery): HistoryQuery => v.parse(HistoryQuerySchema, filter);

export interface HistoryRow {
  transaction_id: number;
  type_id: number;
  status_id: number;
  date_time: string;
  account_id: number;
  account_number: string;
  direction: 'incoming' | 'outgoing';
  amount: string;
  currency_code: string;
  fee: string;
  description: string;
  counterparty_name: string | null;
  counterparty_email: string | null;
  reference: string | null;
}

export interface HistoryCounts {
  results: number;
  rejected: number;
  processing: number;
}

const dayStart = (date: string) => new Date(`${date}T00:00:00Z`);
const nextDay = (date: string) => new Date(dayStart(date).getTime() + 86_400_000);

const legs = (customerId: number) => sql`
  select t.id as transaction_id, t.type_id, t.status_id, t.created_at,
    leg.account_id, a.account_number, leg.direction, leg.amount, leg.currency_code,
    t.fee, t.description, t.counterparty_name, t.counterparty_email, t.reference
  from transactions t
  cross join lateral (
    select t.from_account_id as account_id, 'outgoing' as direction, t.amount as amount, t.currency_code as currency_code
    union all
    select t.to_account_id, 'incoming', t.to_amount, t.to_currency_code
  ) leg
  join accounts a on a.id = leg.account_id and a.customer_id = ${customerId}`;

/** Every condition but the status (the counts of rejected and processing ignore the status filter). */
function matches(filter: HistoryQuery): SQL {
  const where: SQL[] = [sql`true`];
  if (filter.accountId !== undefined) where.push(sql`account_id = ${filter.accountId}`);
  if (filter.transactionType !== 0) where.push(sql`type_id = ${filter.transactionType}`);
  if (filter.transactionDirection !== 'all') where.push(sql`direction = ${filter.transactionDirection}`);
  if (filter.fromDate) where.push(sql`created_at >= ${dayStart(filter.fromDate).toISOString()}::timestamptz`);
  if (filter.toDate) where.push(sql`created_at < ${nextDay(filter.toDate).toISOString()}::timestamptz`);
  if (filter.fromAmount) where.push(sql`amount >= ${filter.fromAmount}::numeric`);
  if (filter.toAmount) where.push(sql`amount <= ${filter.toAmount}::numeric`);
  if (filter.email) where.push(sql`lower(counterparty_email) = lower(${filter.email})`);
  if (filter.keyword) {
    const like = `%${filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(sql`(description ilike ${like} or counterparty_name ilike ${like} or counterparty_email ilike ${like}
      or reference ilike ${like} or transaction_id::text = ${filter.keyword})`);
  }
  return sql.join(where, sql` and `);
}

const statusMatches = (filter: HistoryQuery): SQL =>
  filter.status === undefined ? sql`true` : sql`status_id = ${filter.status}`;

export async function historyCounts(db: Db, customerId: number, filter: HistoryQuery): Promise<HistoryCounts> {
  const [counts] = await queryRows<HistoryCounts>(
    db,
    sql`
    with legs as (${legs(customerId)}) select
      (count(*) filter (where ${statusMatches(filter)}))::int as results,
      (count(*) filter (where status_id = ${TxStatus.rejected}))::int as rejected,
      (count(*) filter (where status_id = ${TxStatus.processing}))::int as processing
    from legs where ${matches(filter)}`,
  );
  return counts ?? { results: 0, rejected: 0, processing: 0 };
}

/** The rows of the filter, newest first; a page of them, or all of them (the export). */
export function historyRows(
  db: Db,
  customerId: number,
  filter: HistoryQuery,
  page?: { pageNumber: number; pageSize: number },
): Promise<HistoryRow[]> {
  const slice = page ? sql`limit ${page.pageSize} offset ${(page.pageNumber - 1) * page.pageSize}` : sql``;
  return queryRows<HistoryRow>(
    db,
    sql`
    with legs as (${legs(customerId)})
    select transaction_id, type_id, status_id, account_id, account_number, direction,
      amount::text as amount, currency_code, fee::text as fee, description,
      counterparty_name, counterparty_email, reference,
      to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as date_time
    from legs where ${matches(filter)} and ${statusMatches(filter)}
    order by created_at desc, transaction_id desc, direction
    ${slice}`,
  );
}

/** A row as the answer carries it. */
export function historyEntry(row: HistoryRow) {
  const type = transactionTypeById(row.type_id);
  return {
    transactionId: row.transaction_id,
    transactionDate: row.date_time.slice(0, 10),
    dateTime: row.date_time,
    typeId: row.type_id,
    type: type?.code ?? 'unknown',
    operationType: type?.names.en ?? 'Unknown',
    statusId: row.status_id,
    status: txStatusName[row.status_id] ?? 'unknown',
    direction: row.direction,
    accountId: row.account_id,
    accountNumber: row.account_number,
    amount: normaliseDecimal(row.amount),
    currencyCode: row.currency_code,
    fee: normaliseDecimal(row.fee),
    description: row.description,
    counterpartyName: row.counterparty_name,
    counterpartyEmail: row.counterparty_email,
    reference: row.reference,
  };
}
export type HistoryEntry = ReturnType<typeof historyEntry>;
