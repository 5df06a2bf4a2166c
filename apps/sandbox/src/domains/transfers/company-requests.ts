// Company transaction requests (WIRE.md "Company transaction requests"): transfers created by a user with
// access right 3 wait as operations of mode `company`; the company's approvers (rights 2 and 4) list,
// approve or decline them. A mass transfer's request (an operation with a batchId) is listed once as a mass
// request, decided as a whole by businessMassTransactionRequestApprove (the mass-transfers domain).
import { companyRequestActions, REQUEST_PAGE_SIZE } from '@paydeck/transfers/api';
import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { accessDenied, invalid, ok } from '../../api/answers.ts';
import { dateText, flag, id } from '../../api/fields.ts';
import { type MethodDefinition, sessionMethod } from '../../api/registry.ts';
import { normaliseDecimal } from '../../money.ts';
import { TxStatus } from '../accounts/ledger/codes.ts';
import { transactionDescription } from '../accounts/descriptions.ts';
import { transactions } from '../accounts/tables.ts';
import type { Db } from '../../db/open.ts';
import { users } from '../customer/tables.ts';
import { askApproverCode, approverCodeMethods } from './approver-code.ts';
import { approveOperation, rejectOperation } from './operations.ts';
import { requestPayees } from './request-payees.ts';
import { transferBatchRows, transferOperations } from './tables.ts';

const waiting = (customerId: number) =>
  and(
    eq(transferOperations.customerId, customerId),
    eq(transferOperations.approveType, 'company'),
    eq(transferOperations.status, 'waiting'),
  );

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000);

/** The waiting mass transfers of a company: one item per batch, its rows' amounts summed. */
async function massRequests(db: Db, customerId: number) {
  const items = await db
    .select({
      batchId: transferOperations.batchId,
      created: transferOperations.createdAt,
      createdBy: transferOperations.userId,
      total: sql<string>`coalesce(sum(${transferBatchRows.amount}), 0)::text`,
      currencyCode: sql<string>`min(${transferBatchRows.currencyCode})`,
      rows: sql<number>`count(${transferBatchRows.rowNumber})::int`,
    })
    .from(transferOperations)
    .innerJoin(transferBatchRows, eq(transferBatchRows.batchId, transferOperations.batchId))
    .where(and(waiting(customerId), isNotNull(transferOperations.batchId)))
    .groupBy(transferOperations.id)
    .orderBy(desc(transferOperations.createdAt));
  return {
    items: items.map((item) => ({ ...item, created: item.created.toISOString(), total: normaliseDecimal(item.total) })),
    total: items.length,
  };
}

const businessTransactionRequestList = sessionMethod({
  name: 'businessTransactionRequestList',
  readOnly: true,
  payload: v.object({
    page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1),
    size: v.optional(v.literal(REQUEST_PAGE_SIZE)),
    transactionType: v.optional(id()),
    groupedTransactionType: v.optional(v.string()),
    fromDate: v.optional(dateText()),
    toDate: v.optional(dateText()),
    createdBy: v.optional(id()),
  }),
  async handle({ db, customerId, accessRights, lang }, input) {
    if (!companyRequestActions(accessRights).seeRequests) return accessDenied();
    const filters: (SQL | undefined)[] = [
      waiting(customerId),
      isNull(transferOperations.batchId),
      input.transactionType === undefined ? undefined : eq(transactions.typeId, input.transactionType),
      input.fromDate === undefined ? undefined : gte(transactions.createdAt, new Date(`${input.fromDate}T00:00:00Z`)),
      input.toDate === undefined ? undefined : lt(transactions.createdAt, nextDay(input.toDate)),
      input.createdBy === undefined ? undefined : eq(transferOperations.userId, input.createdBy),
    ];
    const where = and(...filters);
    const base = db
      .select({ op: transferOperations, tx: transactions, first: users.firstName, last: users.lastName })
      .from(transferOperations)
      .innerJoin(transactions, eq(transactions.id, transferOperations.transactionId))
      .innerJoin(users, eq(users.id, transferOperations.userId))
      .where(where);
    const rows = await base
      .orderBy(desc(transactions.createdAt), desc(transactions.id))
      .limit(REQUEST_PAGE_SIZE)
      .offset((input.page - 1) * REQUEST_PAGE_SIZE);
    const [total] = await db
      .select({ n: count() })
      .from(transferOperations)
      .innerJoin(transactions, eq(transactions.id, transferOperations.transactionId))
      .where(where);
    const payees = await requestPayees(
      db,
      rows.map(({ tx }) => tx.id),
    );
    return ok({
      transactionRequestList: {
        items: rows.map(({ op, tx, first, last }) => ({
          transactionId: tx.id,
          created: tx.createdAt.toISOString(),
          total: normaliseDecimal(tx.amount),
          currencyCode: tx.currencyCode,
          transactionType: tx.typeId,
          createdBy: op.userId,
          createdByName: `${first} ${last}`,
          description: transactionDescription(tx, lang),
          ...payees.get(tx.id),
        })),
        total: total?.n ?? 0,
      },
      massTransactionRequestList: await massRequests(db, customerId),
    });
  },
});

const businessTransactionRequestApprove = sessionMethod({
  name: 'businessTransactionRequestApprove',
  idempotent: true,
  payload: v.object({
    transactionIds: v.pipe(
      v.array(id()),
      v.minLength(1, 'must name at least one request'),
      v.maxLength(REQUEST_PAGE_SIZE),
    ),
    declined: flag(),
  }),
  async handle({ db, sandbox, customerId, accessRights, session }, input) {
    if (!companyRequestActions(accessRights).approve) return accessDenied();
    const ops = await db
      .select()
      .from(transferOperations)
      .where(and(waiting(customerId), inArray(transferOperations.transactionId, input.transactionIds)))
      .for('update');
    const results = [];
    for (const transactionId of new Set(input.transactionIds)) {
      const op = ops.find((row) => row.transactionId === transactionId);
      if (!op) {
        results.push({ transactionId, statusId: 0, responseDescription: 'Not waiting for approval' });
      } else if (input.declined) {
        await rejectOperation(sandbox, db, op, { decidedBy: session.userId, message: 'Declined by your company.' });
        results.push({ transactionId, statusId: TxStatus.rejected, responseDescription: 'Declined' });
      } else if (await askApproverCode(db, sandbox, op, session.userId)) {
        results.push({ transactionId, statusId: TxStatus.processing, responseDescription: 'Type your code' });
      } else {
        await approveOperation(sandbox, db, op, session.userId);
        results.push({ transactionId, statusId: op.approvedStatusId, responseDescription: 'Approved' });
      }
    }
    if (ops.length === 0) return invalid('transactionIds', 'none of them waits for approval');
    return ok({ results });
  },
});

const businessNotificationsCount = sessionMethod({
  name: 'businessNotificationsCount',
  readOnly: true,
  payload: v.object({}),
  async handle({ db, customerId, accessRights }) {
    if (!companyRequestActions(accessRights).seeRequests) return ok({ count: 0 });
    const [row] = await db.select({ n: count() }).from(transferOperations).where(waiting(customerId));
    return ok({ count: row?.n ?? 0 });
  },
});

export const companyRequestMethods: MethodDefinition[] = [
  businessTransactionRequestList,
  businessTransactionRequestApprove,
  businessNotificationsCount,
  ...approverCodeMethods,
];
