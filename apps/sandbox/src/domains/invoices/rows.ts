// Reading invoices as the wire shows them (packages/invoices/WIRE.md "The invoice"): one side's view. The payer
// sees the payee (received), the payee sees the payer (sent). The status is the invoice's own decision, else what
// its payment's transaction says (payments.md 4: 0 is unpaid / awaitingPayment).
import { invoiceStatusName, type InvoiceDirection, type InvoiceListFilter } from '@paydeck/invoices/api';
import { and, count, desc, eq, gte, ilike, lte, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { fill, type Lang } from '../../lang.ts';
import { atScale, fromMinor } from '../../money.ts';
import { transactions } from '../accounts/tables.ts';
import { invoicePdfWords } from './pdf-words.ts';
import { invoices } from './tables.ts';

/** The name the bank issues funding invoices under (the PDF carries the brand's legal entity). */
export const SYSTEM_PAYEE = 'Account funding';

/** 2 rejected and 1 paid as decided; else the payment's transaction: 2 → paid, 41 → processing; else open. */
export const effectiveStatus = sql<number>`(case when ${invoices.statusId} <> 0 then ${invoices.statusId}
  when ${transactions.statusId} = 2 then 1 when ${transactions.statusId} = 41 then 3 else 0 end)::int`;

const nameOf = (customer: SQLWrapper) =>
  sql<string | null>`(select coalesce(c.business_name, (select u.first_name || ' ' || u.last_name from users u
    where u.customer_id = c.id order by u.id limit 1)) from customers c where c.id = ${customer})`;
const loginOf = (customer: SQLWrapper) =>
  sql<string | null>`(select u.login from users u where u.customer_id = ${customer} order by u.id limit 1)`;

const columns = {
  invoice: invoices,
  status: effectiveStatus,
  payeeName: nameOf(invoices.payeeCustomerId),
  payeeEmail: loginOf(invoices.payeeCustomerId),
  payerName: nameOf(invoices.payerCustomerId),
};
type Row = {
  invoice: typeof invoices.$inferSelect;
  status: number;
  payeeName: string | null;
  payeeEmail: string | null;
  payerName: string | null;
};

const sideOf = (direction: InvoiceDirection, customerId: number) =>
  direction === 'received' ? eq(invoices.payerCustomerId, customerId) : eq(invoices.payeeCustomerId, customerId);

/** One side's wire view of an invoice. */
export function wireInvoice(row: Row, direction: InvoiceDirection, urlPdf: string | null = null, lang: Lang = 'en') {
  const { invoice } = row;
  // the bank's own funding invoice: its note is the bank's words, in the reader's language
  const note =
    invoice.isSystem && invoice.isFunding
      ? fill(invoicePdfWords[lang].fundingNote, { currency: invoice.currencyCode })
      : invoice.noteBody;
  const amount = atScale(invoice.amount, invoice.currencyCode);
  const received = direction === 'received';
  return {
    id: invoice.id,
    payeeName: received ? (invoice.isSystem ? SYSTEM_PAYEE : row.payeeName) : null,
    payeeEmail: received ? (invoice.isSystem ? null : row.payeeEmail) : null,
    payeeAccountId: received ? invoice.payeeAccountId : null,
    payerName: received ? null : row.payerName,
    payerEmail: received ? null : invoice.payerEmail,
    payerAccountId: null,
    amount,
    currencyCode: invoice.currencyCode,
    total: amount, // invoices are paid without a fee (decided)
    feePayment: fromMinor(0n, invoice.currencyCode),
    dueDate: invoice.dueDate,
    sentDate: invoice.createdAt.toISOString(),
    updatedDate: invoice.updatedAt.toISOString(),
    status: invoiceStatusName(row.status, direction) ?? 'unpaid',
    statusId: row.status,
    noteBody: note || null,
    rejectNote: invoice.rejectNote,
    isFunding: invoice.isFunding ? 1 : 0,
    isSystem: invoice.isSystem ? 1 : 0,
    urlPdf,
  };
}
export type WireInvoice = ReturnType<typeof wireInvoice>;

const base = (db: Db) =>
  db.select(columns).from(invoices).leftJoin(transactions, eq(transactions.id, invoices.transactionId));

/** A page of one side's list with its filters (status, created dates, amounts, the other side's e-mail). */
export async function listInvoices(
  db: Db,
  customerId: number,
  direction: InvoiceDirection,
  filter: InvoiceListFilter,
  lang: Lang,
) {
  const email = direction === 'received' ? filter.payeeEmail : filter.payerEmail;
  const where = and(
    sideOf(direction, customerId),
    filter.status === undefined ? undefined : sql`${effectiveStatus} = ${filter.status}`,
    filter.fromDate ? gte(sql`${invoices.createdAt}::date`, filter.fromDate) : undefined,
    filter.toDate ? lte(sql`${invoices.createdAt}::date`, filter.toDate) : undefined,
    filter.fromAmount ? gte(invoices.amount, filter.fromAmount) : undefined,
    filter.toAmount ? lte(invoices.amount, filter.toAmount) : undefined,
    email
      ? direction === 'received'
        ? sql`${loginOf(invoices.payeeCustomerId)} ilike ${`%${email}%`}`
        : ilike(invoices.payerEmail, `%${email}%`)
      : undefined,
  );
  const rows = await base(db)
    .where(where)
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(filter.pageSize)
    .offset((filter.pageNumber - 1) * filter.pageSize);
  const [total] = await db
    .select({ n: count() })
    .from(invoices)
    .leftJoin(transactions, eq(transactions.id, invoices.transactionId))
    .where(where);
  return { invoices: rows.map((row) => wireInvoice(row, direction, null, lang)), results: total?.n ?? 0 };
}

/** One invoice as one side sees it; undefined when the customer is not that side. */
export async function invoiceOf(db: Db, customerId: number, id: number, direction: InvoiceDirection) {
  const [row] = await base(db).where(and(eq(invoices.id, id), sideOf(direction, customerId)));
  return row;
}
