// One transaction opened (transactionDetails, named by the sandbox: the spec has no call for it) and its proof of
// payment through the PDF generator (payments.md 7: "a PDF generator call with a document payload answers a
// redirectLink"; pdfGenerate, document type paymentConfirmation). apps/sandbox/METHODS-accounts.md is the contract.
import { DownloadUrlSchema } from '@paydeck/api-client';
import * as v from 'valibot';
import type { Caller } from './client';
import { Id, Money, Text } from './schemas';

/** Who the payment went to or came from, as far as the bank knows. */
const CounterpartySchema = v.object({
  name: Text,
  email: Text,
  /** An account number, IBAN, masked card, crypto address, instant key, e-mail or phone. */
  account: Text,
  /** The bank's name (and BIC). */
  bank: Text,
});

/** The payer's approval of a submitted transfer (held money: the amount waits, reserved, until it is decided). */
const ApprovalSchema = v.object({
  operationId: v.string(),
  /** none, push, sms, otp, approvalCode, or company (a request the company's approvers decide). */
  approveType: v.string(),
  status: v.union([v.picklist(['waiting', 'approved', 'rejected']), v.string()]),
  initiatedBy: v.string(),
  decidedBy: Text,
  expiresAt: Text,
});

/** A rate as a decimal string: units of the arriving currency per unit of the leaving one. */
const Rate = v.pipe(v.string(), v.regex(/^\d+(\.\d+)?$/, 'must be a decimal string'));

export const TransactionDetailsSchema = v.object({
  transactionId: Id,
  dateTime: v.pipe(v.string(), v.isoTimestamp()),
  typeId: v.number(),
  /** The type's code (payments.md 9: eft, wire, oct, p2p, crypto_eft, instant_payment, interac, betweenAccounts…). */
  type: v.string(),
  operationType: v.string(),
  statusId: v.number(),
  status: v.string(),
  /** own: between two accounts of the customer. */
  direction: v.picklist(['outgoing', 'incoming', 'own']),
  amount: Money,
  currencyCode: v.string(),
  /** The payer's fee in `currencyCode`; "0.00" when the customer was paid. */
  fee: Money,
  exchangeRate: Rate,
  toAmount: Money,
  toCurrencyCode: v.string(),
  description: v.optional(v.string(), ''),
  reference: Text,
  account: v.object({ accountId: Id, accountNumber: v.string() }),
  counterparty: CounterpartySchema,
  approval: v.nullable(ApprovalSchema),
  feeTransactionId: v.nullable(Id),
  batchId: v.nullable(Id),
  isDisabled: v.optional(v.boolean(), false),
});
export type TransactionDetails = v.InferOutput<typeof TransactionDetailsSchema>;

const TransactionDetailsAnswer = v.object({ transaction: TransactionDetailsSchema });

export const fetchTransactionDetails = async (
  api: Caller,
  transactionId: number,
  signal?: AbortSignal,
): Promise<TransactionDetails> =>
  (await api.call('transactionDetails', { transactionId }, { schema: TransactionDetailsAnswer, signal })).transaction;

const GeneratedPdfSchema = v.object({ fileName: v.string(), redirectLink: DownloadUrlSchema });
export type GeneratedPdf = v.InferOutput<typeof GeneratedPdfSchema>;

/** A proof of payment of a completed or sent transaction: a fresh download link (links last 30 minutes). */
export const fetchPaymentProof = (
  api: Caller,
  input: { transactionId: number; brandId: string },
  signal?: AbortSignal,
): Promise<GeneratedPdf> =>
  api.call(
    'pdfGenerate',
    { document: { type: 'paymentConfirmation', transactionId: input.transactionId, brandId: input.brandId } },
    { schema: GeneratedPdfSchema, signal },
  );
