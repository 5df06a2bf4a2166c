// transactionHistory (payments.md 3 "History": the spec's filter names; the answer's exportCsv is a
// download link of the whole filtered result, history-export.ts) and loginHistory.
import { and, count, desc, eq, gte, lt } from 'drizzle-orm';
import * as v from 'valibot';
import { noAccess, ok } from '../../api/answers.ts';
import { dateText, id, paging } from '../../api/fields.ts';
import { type MethodDefinition, sessionMethod } from '../../api/registry.ts';
import { loginEvents } from '../identity/tables.ts';
import { historyExportLink } from './history-export.ts';
import { historyTransactions } from './history-details.ts';
import { historyCounts, historyQueryEntries, historyRows, queryOf } from './history-query.ts';

const dayStart = (date: string) => new Date(`${date}T00:00:00Z`);
const nextDay = (date: string) => new Date(dayStart(date).getTime() + 86_400_000);

/** The names the history filter had before it spoke the spec's: refused, so a client still using them fails loudly. */
const renamed = (specName: string) => v.optional(v.never(`is not a history filter; the spec names it ${specName}`));

const historyPayload = v.object({
  ...historyQueryEntries,
  /** The customer acted for (the session's, or fromCustomerId); any other is refused. */
  customerId: v.optional(id()),
  transactionTypeId: renamed('transactionType'),
  direction: renamed('transactionDirection'),
  statusId: renamed('status'),
  ...paging(20),
});

const transactionHistory = sessionMethod({
  name: 'transactionHistory',
  readOnly: true,
  payload: historyPayload,
  async handle({ db, customerId, lang, sandbox }, filter) {
    if (filter.customerId !== undefined && filter.customerId !== customerId) return noAccess(filter.customerId);
    const query = queryOf(filter);
    const total = await historyCounts(db, customerId, query, lang);
    const page = await historyRows(db, customerId, query, lang, filter);
    return ok({
      transactions: { transaction: await historyTransactions(db, customerId, page, lang) },
      results: total.results,
      rejectedCount: total.rejected,
      processingCount: total.processing,
      exportCsv: historyExportLink({ customerId, lang, query }, sandbox.now()),
      pageNumber: filter.pageNumber,
      pageSize: filter.pageSize,
    });
  },
});

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
