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
import type { Lang } from '../../lang.ts';
import { descriptionInSql } from './description-sql.ts';
import { transactionDescription } from './descriptions.ts';
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
  /** The bank's own description (descriptions.ts), written out in the reader's language; null when typed. */
  description_key: string | null;
  description_params: Record<string, string> | null;
  counterparty_name: string | null;
  counterparty_email: string | null;
  reference: string | null;
  /** What left (the payer's leg), what arrived (the payee's leg) and the rate between the two, whatever the leg. */
  sent_amount: string;
  sent_currency_code: string;
  to_amount: string;
  to_currency_code: string;
  exchange_rate: string;
  /** The account at the other end when it is one of this bank's, and its holder. */
  other_account_number: string | null;
  other_customer_id: number | null;
  other_status_id: number | null;
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
    t.fee, t.description, t.description_key, t.description_params, t.counterparty_name, t.counterparty_email,
    t.reference,
    t.amount as sent_amount, t.currency_code as sent_currency_code,
    t.to_amount as arrived_amount, t.to_currency_code, t.exchange_rate,
    other.account_number as other_account_number, other.customer_id as other_customer_id,
    other.status_id as other_status_id
  from transactions t
  cross join lateral (
    select t.from_account_id as account_id, 'outgoing' as direction, t.amount as amount,
      t.currency_code as currency_code, t.to_account_id as other_account_id
    union all
    select t.to_account_id, 'incoming', t.to_amount, t.to_currency_code, t.from_account_id
  ) leg
  join accounts a on a.id = leg.account_id and a.customer_id = ${customerId}
  left join accounts other on other.id = leg.other_account_id`;

/**
 * Every condition but the status (the counts of rejected and processing ignore the status filter). The keyword
 * matches the description as the reader sees it in `lang` (the bank's in that language, a typed one as typed), the
 * counterparty, the reference, or the transaction's id.
 */
function matches(filter: HistoryQuery, lang: Lang): SQL {
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
    where.push(sql`(${descriptionInSql(lang)} ilike ${like} or counterparty_name ilike ${like}
      or counterparty_email ilike ${like}
      or reference ilike ${like} or transaction_id::text = ${filter.keyword})`);
  }
  return sql.join(where, sql` and `);
}

/** A keyword that is a transaction id finds that transaction first (WIRE.md: named here), then what it also matches. */
const exactIdFirst = (filter: HistoryQuery): SQL =>
  filter.keyword && /^\d+$/.test(filter.keyword) ? sql`(transaction_id::text = ${filter.keyword}) desc,` : sql``;

const statusMatches = (filter: HistoryQuery): SQL =>
  filter.status === undefined ? sql`true` : sql`status_id = ${filter.status}`;

export async function historyCounts(
  db: Db,
  customerId: number,
  filter: HistoryQuery,
  lang: Lang,
): Promise<HistoryCounts> {
  const [counts] = await queryRows<HistoryCounts>(
    db,
    sql`
    with legs as (${legs(customerId)}) select
      (count(*) filter (where ${statusMatches(filter)}))::int as results,
      (count(*) filter (where status_id = ${TxStatus.rejected}))::int as rejected,
      (count(*) filter (where status_id = ${TxStatus.processing}))::int as processing
    from legs where ${matches(filter, lang)}`,
  );
  return counts ?? { results: 0, rejected: 0, processing: 0 };
}

const rowColumns = sql`transaction_id, type_id, status_id, account_id, account_number, direction,
  amount::text as amount, currency_code, fee::text as fee, description, description_key, description_params,
  counterparty_name, counterparty_email, reference,
  sent_amount::text as sent_amount, sent_currency_code, arrived_amount::text as to_amount, to_currency_code, exchange_rate::text as exchange_rate,
  other_account_number, other_customer_id, other_status_id,
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as date_time`;

/** One transaction's rows for the customer: its outgoing leg first, both when it is between their own accounts. */
export const transactionLegs = (db: Db, customerId: number, transactionId: number): Promise<HistoryRow[]> =>
  queryRows<HistoryRow>(
    db,
    sql`with legs as (${legs(customerId)}) select ${rowColumns}
      from legs where transaction_id = ${transactionId} order by direction desc`,
  );

/** The rows of the filter (its keyword read in `lang`), newest first; a page of them, or all of them (the export). */
export function historyRows(
  db: Db,
  customerId: number,
  filter: HistoryQuery,
  lang: Lang,
  page?: { pageNumber: number; pageSize: number },
): Promise<HistoryRow[]> {
  const slice = page ? sql`limit ${page.pageSize} offset ${(page.pageNumber - 1) * page.pageSize}` : sql``;
  return queryRows<HistoryRow>(
    db,
    sql`
    with legs as (${legs(customerId)})
    select ${rowColumns}
    from legs where ${matches(filter, lang)} and ${statusMatches(filter)}
    order by ${exactIdFirst(filter)} created_at desc, transaction_id desc, direction
    ${slice}`,
  );
}

const CLOSED_ACCOUNT = 11;

/** A rate as stored (8 decimals), without the zeros after its last digit ("1.08000000" -> "1.08", "1" -> "1"). */
const trimmedRate = (rate: string) => (rate.includes('.') ? rate.replace(/\.?0+$/, '') : rate);

/** A row as the answer carries it. */
export function historyEntry(row: HistoryRow, lang: Lang = 'en') {
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
    description: transactionDescription(
      { description: row.description, descriptionKey: row.description_key, descriptionParams: row.description_params },
      lang,
    ),
    counterpartyName: row.counterparty_name,
    counterpartyEmail: row.counterparty_email,
    reference: row.reference,
    // Named here (WIRE.md "History row"): what left, what arrived and at which rate, the account at the other end.
    sentAmount: normaliseDecimal(row.sent_amount),
    sentCurrencyCode: row.sent_currency_code,
    toAmount: normaliseDecimal(row.to_amount),
    toCurrencyCode: row.to_currency_code,
    exchangeRate: trimmedRate(row.exchange_rate),
    // The bank's own accounts (clearing, fees, suspense) have no holder and are not shown.
    counterpartyAccount: row.other_customer_id === null ? null : row.other_account_number,
    /** The account it went to is closed: it cannot be repeated (payments.md 3 "Recent transfer"). */
    isDisabled: row.direction === 'outgoing' && row.other_status_id === CLOSED_ACCOUNT,
  };
}
export type HistoryEntry = ReturnType<typeof historyEntry>;
