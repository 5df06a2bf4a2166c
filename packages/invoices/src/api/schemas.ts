// The invoice as the wire carries it (payments.md 3 "Invoices"; WIRE.md). A received invoice names its payee
// (who asks to be paid), a sent one its payer; money is a decimal string at the currency's scale.
import { DateText, Id, Instant, Money } from '@paydeck/accounts/api';
import { DownloadUrlSchema } from '@paydeck/api-client';
import { CurrencyCode } from '@paydeck/transfers/api';
import * as v from 'valibot';

const Flag = v.pipe(
  v.union([v.literal(0), v.literal(1), v.boolean()]),
  v.transform((value) => (value === true || value === 1 ? 1 : 0)),
);
const OptionalText = v.optional(v.nullable(v.string()), null);

export const InvoiceSchema = v.object({
  id: Id,
  payeeName: OptionalText,
  payerName: OptionalText,
  payeeEmail: OptionalText,
  payerEmail: OptionalText,
  payeeAccountId: v.optional(v.nullable(Id), null),
  payerAccountId: v.optional(v.nullable(Id), null),
  amount: Money,
  currencyCode: CurrencyCode,
  total: Money,
  feePayment: Money,
  dueDate: v.nullable(DateText),
  sentDate: Instant,
  updatedDate: Instant,
  status: v.string(),
  statusId: v.pipe(v.number(), v.integer()),
  noteBody: OptionalText,
  rejectNote: OptionalText,
  isFunding: Flag,
  isSystem: Flag,
  urlPdf: OptionalText,
});
export type Invoice = v.InferOutput<typeof InvoiceSchema>;

export const InvoiceListSchema = v.object({
  invoices: v.array(InvoiceSchema),
  results: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type InvoiceList = v.InferOutput<typeof InvoiceListSchema>;

export const InvoiceCreatedSchema = v.object({ invoiceId: Id, responseDescription: v.optional(v.string(), '') });
export const InvoiceOneSchema = v.object({ invoice: InvoiceSchema });

/** The PDF generator's answer (payments.md 7): a fresh download link in the files area and the file's name. */
export const GeneratedPdfSchema = v.object({
  fileName: v.pipe(v.string(), v.minLength(1)),
  redirectLink: DownloadUrlSchema,
});
export type GeneratedPdf = v.InferOutput<typeof GeneratedPdfSchema>;
