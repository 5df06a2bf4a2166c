// The invoice methods (packages/invoices/WIRE.md): the received and sent lists, one invoice with its PDF link,
// create (the payer must be a customer; notified on their channel), reject with a note (the payee notified).
import { type InvoiceListFilter, type InvoiceStatusId, isSystemFunding } from '@paydeck/invoices/api';
import { checkableEmail } from '@paydeck/transfers/api';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { accessDenied, invalid, ok } from '../../api/answers.ts';
import {
  dateText,
  EMAIL_MAX,
  id,
  limitedText,
  multilineText,
  paging,
  positiveDecimalAmount,
  text,
} from '../../api/fields.ts';
import { type MethodDefinition, sessionMethod } from '../../api/registry.ts';
import { fileLink } from '../../files/links.ts';
import type { Lang } from '../../lang.ts';
import { toMinor } from '../../money.ts';
import { canAct } from '../accounts/accounts.ts';
import { customerByLogin, customerName, notifyInvoice, paymentAccountIn } from './parties.ts';
import { invoiceOf, listInvoices, wireInvoice } from './rows.ts';
import { invoices } from './tables.ts';

export const INVOICE_PAGE_SIZE = 20;
export const NOTE_MAX = 500;

const direction = v.picklist(['received', 'sent'], 'must be received or sent');
const brandId = v.optional(v.pipe(text(), v.regex(/^[a-z][a-z-]*$/, 'must be a brand id')));
/** A note is multi-line text: tabs and line breaks are kept, control and bidi characters refused. */
const optionalNote = multilineText(NOTE_MAX);
const requiredNote = v.pipe(optionalNote, v.nonEmpty('is required'));
const currency = v.pipe(text(), v.regex(/^[A-Za-z]{3,5}$/, 'must be a currency code'), v.toUpperCase());

const listFilter = {
  ...paging(INVOICE_PAGE_SIZE),
  status: v.optional(v.picklist([0, 1, 2, 3, '0', '1', '2', '3'], 'must be 0, 1, 2 or 3')),
  fromDate: v.optional(dateText()),
  toDate: v.optional(dateText()),
  fromAmount: v.optional(v.pipe(text(), v.regex(/^\d{1,18}(\.\d{1,8})?$/, 'must be an amount'))),
  toAmount: v.optional(v.pipe(text(), v.regex(/^\d{1,18}(\.\d{1,8})?$/, 'must be an amount'))),
};

const listMethod = (name: string, side: 'received' | 'sent') =>
  sessionMethod({
    name,
    readOnly: true,
    payload: v.object({
      ...listFilter,
      ...(side === 'received' ? { payeeEmail: v.optional(text()) } : { payerEmail: v.optional(text()) }),
    }),
    async handle({ db, customerId, lang }, input) {
      const raw = input as Record<string, unknown> & { pageNumber: number; pageSize: number };
      const email = raw[side === 'received' ? 'payeeEmail' : 'payerEmail'];
      const filter: InvoiceListFilter = {
        pageNumber: raw.pageNumber,
        pageSize: raw.pageSize,
        ...(raw.status === undefined ? {} : { status: Number(raw.status) as InvoiceStatusId }),
        ...(typeof raw.fromDate === 'string' ? { fromDate: raw.fromDate } : {}),
        ...(typeof raw.toDate === 'string' ? { toDate: raw.toDate } : {}),
        ...(typeof raw.fromAmount === 'string' ? { fromAmount: raw.fromAmount } : {}),
        ...(typeof raw.toAmount === 'string' ? { toAmount: raw.toAmount } : {}),
        ...(typeof email === 'string' && email ? { [side === 'received' ? 'payeeEmail' : 'payerEmail']: email } : {}),
      };
      return ok(await listInvoices(db, customerId, side, filter, lang));
    },
  });

/** The PDF's link (a plain GET, files/links.ts) for this customer, language and brand. */
export const pdfLink = (customerId: number, invoiceId: number, lang: Lang, now: Date, brand?: string) =>
  fileLink({ k: 'invoice', c: customerId, i: invoiceId, l: lang, ...(brand ? { b: brand } : {}) }, now);

// Not read-only: its answer carries a fresh download link.
const invoiceGet = sessionMethod({
  name: 'invoiceGet',
  payload: v.object({ id: id(), type: direction, brandId }),
  async handle({ db, sandbox, customerId, lang }, input) {
    const row = await invoiceOf(db, customerId, input.id, input.type);
    if (!row) return invalid('id', 'is not one of your invoices');
    const link = pdfLink(customerId, row.invoice.id, lang, sandbox.now(), input.brandId);
    return ok({ invoice: wireInvoice(row, input.type, link, lang) });
  },
});

const invoiceCreate = sessionMethod({
  name: 'invoiceCreate',
  idempotent: true,
  payload: v.object({
    noteBody: v.optional(optionalNote, ''),
    toEmail: limitedText(EMAIL_MAX),
    amount: positiveDecimalAmount(),
    currency,
    dueDate: dateText(),
  }),
  async handle({ db, sandbox, customerId, accessRights }, input) {
    if (!canAct(accessRights)) return accessDenied();
    const email = checkableEmail(input.toEmail);
    if (email === null) return invalid('toEmail', 'is not a valid e-mail');
    const payer = await customerByLogin(db, email);
    if (payer === undefined) return invalid('toEmail', 'has no Paydeck account');
    if (payer === customerId) return invalid('toEmail', 'is your own');
    if (toMinor(input.amount, input.currency) === null)
      return invalid('amount', `has more decimals than ${input.currency} has`);
    const today = sandbox.now().toISOString().slice(0, 10);
    if (input.dueDate < today) return invalid('dueDate', 'must not be in the past');
    const account = await paymentAccountIn(db, customerId, input.currency);
    if (!account) return invalid('currency', `you have no ${input.currency} account to be paid into`);
    const now = sandbox.now();
    const [created] = await db
      .insert(invoices)
      .values({
        payeeCustomerId: customerId,
        payeeAccountId: account.id,
        payerCustomerId: payer,
        payerEmail: email.toLowerCase(),
        amount: input.amount,
        currencyCode: input.currency,
        dueDate: input.dueDate,
        noteBody: input.noteBody,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: invoices.id });
    if (!created) throw new Error('invoice not created');
    const payee = await customerName(db, customerId);
    notifyInvoice(sandbox, payer, 'created', { name: payee, amount: input.amount, currency: input.currency });
    return ok({ responseDescription: 'Invoice sent', invoiceId: created.id });
  },
});

const invoiceReject = sessionMethod({
  name: 'invoiceReject',
  idempotent: true,
  payload: v.object({ invoiceId: id(), note: requiredNote }),
  async handle({ db, sandbox, customerId, accessRights }, input) {
    if (!canAct(accessRights)) return accessDenied();
    const row = await invoiceOf(db, customerId, input.invoiceId, 'received');
    if (!row) return invalid('invoiceId', 'is not one of your invoices');
    if (isSystemFunding(row.invoice)) return invalid('invoiceId', 'is a funding invoice: it cannot be rejected');
    if (row.status !== 0) return invalid('invoiceId', row.status === 3 ? 'is being paid' : 'is not open');
    await db
      .update(invoices)
      .set({ statusId: 2, rejectNote: input.note, updatedAt: sandbox.now() })
      .where(eq(invoices.id, row.invoice.id));
    if (row.invoice.payeeCustomerId !== null) {
      const payer = await customerName(db, customerId);
      notifyInvoice(sandbox, row.invoice.payeeCustomerId, 'rejected', { name: payer, note: input.note });
    }
    const after = await invoiceOf(db, customerId, row.invoice.id, 'received');
    return ok({ responseDescription: 'Invoice rejected', invoice: after && wireInvoice(after, 'received') });
  },
});

export const invoiceMethods: MethodDefinition[] = [
  listMethod('invoiceListReceived', 'received'),
  listMethod('invoiceListSent', 'sent'),
  invoiceGet,
  invoiceCreate,
  invoiceReject,
];
