// transactionHistory and loginHistory.
// A history row is one leg of a transaction on one of the customer's accounts: a transfer between
// two own accounts shows twice (outgoing from one, incoming to the other), as on a statement.
import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { ok } from '../../api/answers.ts';
import { amount, dateText, id, paging, text } from '../../api/fields.ts';
import { type MethodDefinition, sessionMethod } from '../../api/registry.ts';
import { queryRows } from '../../db/open.ts';
import { loginEvents } from '../identity/tables.ts';
import { TxStatus, txStatusName } from './ledger/codes.ts';
import { normaliseDecimal } from '../../money.ts';
import { transactionTypeById } from './transaction-types.ts';

const dayStart = (date: string) => new Date(`${date}T00:00:00Z`);
const nextDay = (date: string) => new Date(dayStart(date).getTime() + 86_400_000);

const historyPayload = v.object({
  accountId: v.optional(id()),
  keyword: v.optional(text()),
  transactionTypeId: v.optional(
    v.pipe(
      v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/))], 'must be a transaction type id'),
      v.transform(Number),
    ),
    0,
  ),
  direction: v.optional(v.picklist(['all', 'incoming', 'outgoing'], 'must be all, incoming or outgoing'), 'all'),
  statusId: v.optional(id()),
  fromDate: v.optional(dateText()),
  toDate: v.optional(dateText()),
  fromAmount: v.optional(amount()),
  toAmount: v.optional(amount()),
  email: v.optional(text()),
  ...paging(20),
});

interface HistoryRow {
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

interface CountRow {
  results: number;
  rejected: number;
  processing: number;
}

const transactionHistory = sessionMethod({
  name: 'transactionHistory',
  readOnly: true,
  payload: historyPayload,
  async handle({ db, customerId }, filter) {
    const legs = sql`
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

    const where: SQL[] = [sql`true`];
    if (filter.accountId !== undefined) where.push(sql`account_id = ${filter.accountId}`);
    if (filter.transactionTypeId !== 0) where.push(sql`type_id = ${filter.transactionTypeId}`);
    if (filter.direction !== 'all') where.push(sql`direction = ${filter.direction}`);
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
    const matches = sql.join(where, sql` and `);
    const status = filter.statusId === undefined ? sql`true` : sql`status_id = ${filter.statusId}`;

    const counts = await queryRows<CountRow>(
      db,
      sql`
      with legs as (${legs}) select
        (count(*) filter (where ${status}))::int as results,
        (count(*) filter (where status_id = ${TxStatus.rejected}))::int as rejected,
        (count(*) filter (where status_id = ${TxStatus.processing}))::int as processing
      from legs where ${matches}`,
    );
    const page = await queryRows<HistoryRow>(
      db,
      sql`
      with legs as (${legs})
      select transaction_id, type_id, status_id, account_id, account_number, direction,
        amount::text as amount, currency_code, fee::text as fee, description,
        counterparty_name, counterparty_email, reference,
        to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as date_time
      from legs where ${matches} and ${status}
      order by created_at desc, transaction_id desc, direction
      limit ${filter.pageSize} offset ${(filter.pageNumber - 1) * filter.pageSize}`,
    );

    const total = counts[0] ?? { results: 0, rejected: 0, processing: 0 };
    return ok({
      transactions: { transaction: page.map(historyEntry) },
      results: total.results,
      rejectedCount: total.rejected,
      processingCount: total.processing,
      pageNumber: filter.pageNumber,
      pageSize: filter.pageSize,
    });
  },
});

function historyEntry(row: HistoryRow) {
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

const loginHistory = sessionMethod({
  name: 'loginHistory',
  readOnly: true,
  payload: v.object({ fromDate: v.optional(dateText()), toDate: v.optional(dateText()), ...paging(20) }),
  async handle({ db, session }, filter) {
    const where = and(
      eq(loginEvents.userId, session.userId),
      filter.fromDate ? gte(loginEvents.createdAt, dayStart(filter.fromDate)) : undefined,
      filter.toDate ? lt(loginEvents.createdAt, nextDay(filter.toDate)) : undefined,
    );
    const [total] = await db.select({ n: count() }).from(loginEvents).where(where);
    const rows = await db
      .select()
      .from(loginEvents)
      .where(where)
      .orderBy(desc(loginEvents.createdAt), desc(loginEvents.id))
      .limit(filter.pageSize)
      .offset((filter.pageNumber - 1) * filter.pageSize);
    return ok({
      loginHistory: rows.map((row) => ({
        id: row.id,
        date: row.createdAt.toISOString(),
        ip: row.ip,
        client: row.client,
        flow: row.flow,
      })),
      results: total?.n ?? 0,
      pageNumber: filter.pageNumber,
      pageSize: filter.pageSize,
    });
  },
});

export const historyMethods: MethodDefinition[] = [transactionHistory, loginHistory];
