// Transfer batches in history (payments.md 2 "history/batch-transfers", 7): the batch list with
// its filter (search, types, dates; 20 a page), one batch's file view, and the sample files of
// each mass-transfer type. A batch's status is its rows' state: each row is a booked transaction.
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { failure, ok } from '../../api/answers.ts';
import { dateText, id, paging, text } from '../../api/fields.ts';
import { type MethodDefinition, sessionMethod } from '../../api/registry.ts';
import { queryRows } from '../../db/open.ts';
import { transactions } from '../accounts/tables.ts';
import { transferBatches, transferBatchRows } from './tables.ts';
import { sampleColumns } from './documents.ts';
import { fileLink } from '../../files/links.ts';
import { TxStatus, txStatusName } from '../accounts/ledger/codes.ts';
import { atScale, normaliseDecimal } from '../../money.ts';
import { TxType, transactionTypeById } from '../accounts/transaction-types.ts';

/** Batch filter page size (payments.md 9). */
export const BATCH_PAGE_SIZE = 20;

export type BatchStatus = 'processing' | 'completed' | 'partiallyCompleted' | 'rejected';

/** The state of a batch from its rows: any row still processing keeps it processing. */
export function batchStatus(counts: {
  rows: number;
  completed: number;
  rejected: number;
  processing: number;
}): BatchStatus {
  if (counts.processing > 0 || counts.completed + counts.rejected < counts.rows) return 'processing';
  if (counts.rejected === 0) return 'completed';
  return counts.completed === 0 ? 'rejected' : 'partiallyCompleted';
}

const typeIds = v.pipe(
  v.union(
    [v.array(id()), v.pipe(v.string(), v.regex(/^\d+(,\d+)*$/, 'must be type ids')), v.number()],
    'must be a list of type ids',
  ),
  v.transform((value) => (Array.isArray(value) ? value : String(value).split(',').map(Number))),
);

interface BatchRow {
  id: number;
  name: string;
  file_name: string;
  type_id: number;
  account_id: number;
  account_number: string;
  currency_code: string;
  created_at: string;
  rows: number;
  total_amount: string;
  completed: number;
  rejected: number;
  processing: number;
  /** A global pay batch's own state (draft, submitted, canceled); null for a mass file. */
  state: string | null;
  results: number;
}

/** A global pay batch's status in the list: a draft or a canceled batch says so, a submitted one by its payments. */
export function globalBatchStatus(
  state: string,
  counts: Parameters<typeof batchStatus>[0],
): BatchStatus | 'draft' | 'canceled' {
  if (state === 'draft' || state === 'canceled') return state;
  return batchStatus(counts);
}

interface Filter {
  search?: string | undefined;
  types?: number[] | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** The filter on one source of batches: its alias, its name column and its file name (a global batch has none). */
function conditions(filter: Filter, customerId: number, b: { alias: string; name: string; file: string | null }) {
  const column = (name: string) => sql.raw(`${b.alias}.${name}`);
  const where: SQL[] = [sql`${column('customer_id')} = ${customerId}`];
  if (filter.search) {
    const like = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const file = b.file ? sql` or ${column(b.file)} ilike ${like}` : sql``;
    where.push(sql`(${column(b.name)} ilike ${like}${file} or ${column('id')}::text = ${filter.search})`);
  }
  if (filter.from) where.push(sql`${column('created_at')} >= ${`${filter.from}T00:00:00Z`}::timestamptz`);
  if (filter.to)
    where.push(sql`${column('created_at')} < (${`${filter.to}T00:00:00Z`}::timestamptz + interval '1 day')`);
  return sql.join(where, sql` and `);
}

const createdText = (alias: string) =>
  sql.raw(`to_char(${alias}.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);

/** A global pay row's amount: booked at submit, else the uploaded cell when it is a plain decimal. */
const globalAmount = sql.raw(
  `coalesce(p.amount, case when trim(p.payment_data->>'amount') ~ '^[0-9]+([.,][0-9]+)?$' ` +
    `then replace(trim(p.payment_data->>'amount'), ',', '.')::numeric end)`,
);

const batchTransferList = sessionMethod({
  name: 'batchTransferList',
  readOnly: true,
  payload: v.object({
    search: v.optional(text()),
    types: v.optional(typeIds),
    from: v.optional(dateText()),
    to: v.optional(dateText()),
    ...paging(BATCH_PAGE_SIZE),
  }),
  async handle({ db, customerId }, filter) {
    const wanted = (typeId: number) => !filter.types || filter.types.length === 0 || filter.types.includes(typeId);
    const massTypes =
      filter.types && filter.types.length > 0
        ? sql` and b.type_id in (${sql.join(
            filter.types.map((t) => sql`${t}`),
            sql`, `,
          )})`
        : sql``;
    const massFiles = sql`select b.id, b.name, b.file_name, b.type_id, b.account_id, a.account_number, a.currency_code,
          ${createdText('b')} as created_at, b.created_at as sort_at,
          count(r.row_number)::int as rows, coalesce(sum(r.amount), 0)::text as total_amount,
          (count(*) filter (where t.status_id = ${TxStatus.completed}))::int as completed,
          (count(*) filter (where t.status_id in (${TxStatus.rejected}, ${TxStatus.canceled})))::int as rejected,
          (count(*) filter (where t.status_id = ${TxStatus.processing}))::int as processing,
          null::text as state
        from transfer_batches b join accounts a on a.id = b.account_id
          left join transfer_batch_rows r on r.batch_id = b.id left join transactions t on t.id = r.transaction_id
        where ${conditions(filter, customerId, { alias: 'b', name: 'name', file: 'file_name' })}${massTypes}
        group by b.id, a.account_number, a.currency_code`;
    // Global pay batches (their own tables, global-pay domain) are history's type 14 batches.
    const globalBatches = sql`select g.id, g.batch_name as name, ''::text as file_name, ${sql.raw(String(TxType.globalPay))} as type_id,
          g.account_id, a.account_number, a.currency_code, ${createdText('g')} as created_at, g.created_at as sort_at,
          (count(p.id) filter (where not p.removed))::int as rows,
          coalesce(sum(${globalAmount}) filter (where not p.removed), 0)::text as total_amount,
          (count(*) filter (where not p.removed and p.status = 'paid'))::int as completed,
          (count(*) filter (where not p.removed and p.status in ('refused', 'expired')))::int as rejected,
          (count(*) filter (where not p.removed and p.status in ('new', 'pending')))::int as processing,
          g.status as state
        from global_pay_batches g join accounts a on a.id = g.account_id
          left join global_pay_payments p on p.batch_id = g.id
        where ${conditions(filter, customerId, { alias: 'g', name: 'batch_name', file: null })}
        group by g.id, a.account_number, a.currency_code`;
    const sources = [massFiles, ...(wanted(TxType.globalPay) ? [globalBatches] : [])];
    const rows = await queryRows<BatchRow>(
      db,
      sql`select *, (count(*) over ())::int as results from (${sql.join(sources, sql` union all `)}) batches
        order by sort_at desc, type_id desc, id desc
        limit ${filter.pageSize} offset ${(filter.pageNumber - 1) * filter.pageSize}`,
    );
    return ok({
      batches: rows.map((row) => ({
        batchId: row.id,
        name: row.name,
        fileName: row.file_name,
        typeId: row.type_id,
        type: transactionTypeById(row.type_id)?.code ?? 'unknown',
        accountId: row.account_id,
        accountNumber: row.account_number,
        currencyCode: row.currency_code,
        createdAt: row.created_at,
        rows: row.rows,
        totalAmount: normaliseDecimal(row.total_amount),
        completedCount: row.completed,
        rejectedCount: row.rejected,
        processingCount: row.processing,
        status: row.state === null ? batchStatus(row) : globalBatchStatus(row.state, row),
      })),
      results: rows[0]?.results ?? 0,
      pageNumber: filter.pageNumber,
      pageSize: filter.pageSize,
    });
  },
});

// Not read-only: the answer carries a download link that expires.
const batchFileView = sessionMethod({
  name: 'batchFileView',
  payload: v.object({ id: id() }),
  async handle({ db, sandbox, customerId }, input) {
    const [batch] = await db
      .select()
      .from(transferBatches)
      .where(and(eq(transferBatches.id, input.id), eq(transferBatches.customerId, customerId)));
    if (!batch) return failure('TA1', `Batch ${input.id} not found`);
    const rows = await db
      .select({ row: transferBatchRows, statusId: transactions.statusId })
      .from(transferBatchRows)
      .leftJoin(transactions, eq(transactions.id, transferBatchRows.transactionId))
      .where(eq(transferBatchRows.batchId, batch.id))
      .orderBy(asc(transferBatchRows.rowNumber));
    return ok({
      batchId: batch.id,
      name: batch.name,
      fileName: batch.fileName,
      typeId: batch.typeId,
      createdAt: batch.createdAt.toISOString(),
      url: fileLink({ k: 'batch', c: customerId, id: batch.id }, sandbox.now()),
      rows: rows.map(({ row, statusId }) => ({
        rowNumber: row.rowNumber,
        beneficiaryName: row.beneficiaryName,
        beneficiaryEmail: row.beneficiaryEmail,
        amount: atScale(row.amount, row.currencyCode),
        currencyCode: row.currencyCode,
        description: row.description,
        transactionId: row.transactionId,
        statusId: statusId ?? null,
        status: statusId === null ? 'pending' : (txStatusName[statusId] ?? 'unknown'),
      })),
    });
  },
});

const massSampleLinkList = sessionMethod({
  name: 'massSampleLinkList',
  payload: v.object({}),
  handle: async ({ sandbox }) =>
    ok({
      links: Object.keys(sampleColumns).map((type) => ({
        type,
        fileName: `mass-${type}-sample.csv`,
        url: fileLink({ k: 'sample', type }, sandbox.now()),
      })),
    }),
});

export const batchMethods: MethodDefinition[] = [batchTransferList, batchFileView, massSampleLinkList];
