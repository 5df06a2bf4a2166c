// The invoice calls (payments.md 7 "Invoices"; WIRE.md): the two lists, create, get (with the PDF's link), the PDF
// through the PDF generator, reject with a note, the funding invoice, and paying (a money-moving submit answered by
// a submit result).
import type { Caller } from '@paydeck/accounts/api';
import { type SubmitResult, SubmitResultSchema } from '@paydeck/transfers/api';
import type { InvoiceDirection } from '../model/invoice-rules';
import type { InvoiceListFilter } from '../model/search';
import {
  type GeneratedPdf,
  GeneratedPdfSchema,
  type Invoice,
  type InvoiceList,
  InvoiceCreatedSchema,
  InvoiceListSchema,
  InvoiceOneSchema,
} from './schemas';

export const listMethod: Record<InvoiceDirection, string> = {
  received: 'invoiceListReceived',
  sent: 'invoiceListSent',
};

export const fetchInvoices = (
  api: Caller,
  list: InvoiceDirection,
  filter: InvoiceListFilter,
  signal?: AbortSignal,
): Promise<InvoiceList> => api.call(listMethod[list], { ...filter }, { schema: InvoiceListSchema, signal });

export interface InvoiceCreateInput {
  noteBody: string;
  toEmail: string;
  amount: string;
  currency: string;
  dueDate: string;
}

export const createInvoice = async (api: Caller, input: InvoiceCreateInput, idempotencyKey: string) =>
  (await api.call('invoiceCreate', { ...input }, { schema: InvoiceCreatedSchema, idempotencyKey })).invoiceId;

export const fetchInvoice = async (
  api: Caller,
  id: number,
  type: InvoiceDirection,
  signal?: AbortSignal,
  brandId?: string,
): Promise<Invoice> =>
  (
    await api.call(
      'invoiceGet',
      { id, type, ...(brandId ? { brandId } : {}) },
      { schema: InvoiceOneSchema, signal, idempotent: true },
    )
  ).invoice;

/** The invoice's PDF through the PDF generator (pdfGenerate, document type invoice): a fresh link each time (links
 * last 30 minutes), written in the call's language. */
export const generateInvoicePdf = (
  api: Caller,
  input: { invoiceId: number; brandId: string },
  signal?: AbortSignal,
): Promise<GeneratedPdf> =>
  api.call(
    'pdfGenerate',
    { document: { type: 'invoice', invoiceId: input.invoiceId, brandId: input.brandId } },
    { schema: GeneratedPdfSchema, signal },
  );

export const rejectInvoice = async (api: Caller, invoiceId: number, note: string, idempotencyKey: string) =>
  (await api.call('invoiceReject', { invoiceId, note }, { schema: InvoiceOneSchema, idempotencyKey })).invoice;

export const createFundingInvoice = async (
  api: Caller,
  input: { amount: string; currency?: string; brandId?: string },
  idempotencyKey: string,
): Promise<Invoice> =>
  (await api.call('invoiceFundingCreate', { ...input }, { schema: InvoiceOneSchema, idempotencyKey })).invoice;

export interface InvoicePayInput {
  invoiceId: number;
  fromAccountId: number;
}

export const payInvoice = (api: Caller, input: InvoicePayInput, idempotencyKey: string): Promise<SubmitResult> =>
  api.call('invoicePay', { ...input }, { schema: SubmitResultSchema, idempotencyKey });
