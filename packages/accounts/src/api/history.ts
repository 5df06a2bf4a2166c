// Transaction history (payments.md 3 "History", 7): the filter by the spec's names, 20 a page, the
// rejected and processing counts, the server's CSV (exportCsv); the transaction types dictionary
// to which the client adds "All transactions" as id 0.
import { DownloadUrlSchema } from '@paydeck/api-client';
import * as v from 'valibot';
import type { Direction } from '../model/history-constants';
import type { Caller } from './client';
import { DateText, Id, Money, Paging, Text } from './schemas';

/** History page size (payments.md 9). */
export const HISTORY_PAGE_SIZE = 20;

import { ALL_TRANSACTIONS_ID } from '../model/history-constants';

export { ALL_TRANSACTIONS_ID, type Direction, directions, transactionStatuses } from '../model/history-constants';

/** The history filter on the wire, by the spec's names (payments.md 3 "History"); all optional but the page. */
export interface HistoryFilter {
  accountId?: number | undefined;
  /** The customer acted for; the api client's fromCustomerId already says it, so the screens leave it out. */
  customerId?: number | undefined;
  keyword?: string | undefined;
  /** A transaction type id; 0 is "All transactions". */
  transactionType?: number | undefined;
  transactionDirection?: Direction | undefined;
  /** A transaction status id (transactionStatuses). */
  status?: number | undefined;
  fromDate?: string | undefined;
  toDate?: string | undefined;
  fromAmount?: string | undefined;
  toAmount?: string | undefined;
  email?: string | undefined;
  pageNumber: number;
  pageSize?: number | undefined;
}

/** A rate as a decimal string: units of the arriving currency per unit of the leaving one. */
const Rate = v.pipe(v.string(), v.regex(/^\d+(\.\d+)?$/, 'must be a decimal string'));

/** The payer's approval of a submitted transfer (held money: the amount waits, reserved, until it is decided). */
export const ApprovalSchema = v.object({
  operationId: v.string(),
  /** none, push, sms, otp, approvalCode, or company (a request the company's approvers decide). */
  approveType: v.string(),
  status: v.union([v.picklist(['waiting', 'approved', 'rejected']), v.string()]),
  initiatedBy: v.string(),
  decidedBy: Text,
  expiresAt: Text,
});

export const TransactionSchema = v.object({
  transactionId: Id,
  transactionDate: DateText,
  dateTime: v.string(),
  typeId: v.number(),
  type: v.string(),
  operationType: v.string(),
  statusId: v.number(),
  status: v.string(),
  direction: v.picklist(['incoming', 'outgoing']),
  accountId: Id,
  accountNumber: v.string(),
  amount: Money,
  currencyCode: v.string(),
  fee: v.optional(Money, '0.00'),
  description: v.optional(v.string(), ''),
  counterpartyName: Text,
  counterpartyEmail: Text,
  reference: Text,
  /** Recent transfers that can no longer be repeated are hidden (payments.md 3). */
  isDisabled: v.optional(v.boolean(), false),
  // Named here (WIRE.md "History row"), what the transaction sheet shows beyond the booking. Optional: a row
  // without them still lists, and the sheet shows what there is.
  /** What left, in the payer's currency, and what arrived, in the payee's; the rate between them. */
  sentAmount: v.optional(Money),
  sentCurrencyCode: v.optional(v.string()),
  toAmount: v.optional(Money),
  toCurrencyCode: v.optional(v.string()),
  exchangeRate: v.optional(Rate),
  /** The other side's account: a customer account's number, or what an external rail sent to. */
  counterpartyAccount: Text,
  /** The receiving bank (name and BIC) of an external rail. */
  counterpartyBank: Text,
  /** The payer's approval of a submitted transfer (outgoing rows only). */
  approval: v.optional(v.nullable(ApprovalSchema), null),
  feeTransactionId: v.optional(v.nullable(Id), null),
  batchId: v.optional(v.nullable(Id), null),
});
export type Transaction = v.InferOutput<typeof TransactionSchema>;

export const HistoryPageSchema = v.object({
  transactions: v.object({ transaction: v.array(TransactionSchema) }),
  ...Paging,
  rejectedCount: v.number(),
  processingCount: v.number(),
  /** The CSV of every row of this filter, built by the server: a download link of this API (WIRE.md). */
  exportCsv: DownloadUrlSchema,
});
export type HistoryPage = v.InferOutput<typeof HistoryPageSchema>;

export const fetchHistory = (api: Caller, filter: HistoryFilter, signal?: AbortSignal): Promise<HistoryPage> =>
  api.call('transactionHistory', { pageSize: HISTORY_PAGE_SIZE, ...filter }, { schema: HistoryPageSchema, signal });

const TransactionTypesSchema = v.object({
  transactionTypes: v.array(v.object({ id: v.number(), code: v.string(), name: v.string() })),
});
export type TransactionType = v.InferOutput<typeof TransactionTypesSchema>['transactionTypes'][number];

/**
 * The types as a filter offers them: "All transactions" (id 0, payments.md 3: the client adds it) first, then the
 * bank's types (an id 0 the bank may send itself is left out, so it is never listed twice).
 */
export const withAllTransactions = (types: readonly TransactionType[], allName: string): TransactionType[] => [
  { id: ALL_TRANSACTIONS_ID, code: 'all', name: allName },
  ...types.filter((type) => type.id !== ALL_TRANSACTIONS_ID),
];

/** The bank's transaction types in the interface language (without "All transactions": withAllTransactions). */
export async function fetchTransactionTypes(
  api: Caller,
  lang: string,
  signal?: AbortSignal,
): Promise<TransactionType[]> {
  const { transactionTypes } = await api.call(
    'dictionaryTransactionTypes',
    {},
    { schema: TransactionTypesSchema, lang, signal },
  );
  return transactionTypes;
}

// --- card authorisations (payments.md 7; 10 a page, payments.md 9) ----------------------------

export const AUTHORIZATION_PAGE_SIZE = 10;

const AuthorizationSchema = v.object({
  id: Id,
  dateTime: v.string(),
  merchant: Text,
  description: v.optional(v.string(), ''),
  amount: Money,
  currencyCode: v.string(),
  statusId: v.number(),
  status: v.string(),
  cardMaskedNumber: Text,
});
export type Authorization = v.InferOutput<typeof AuthorizationSchema>;

const AuthorizationPageSchema = v.object({ authorizations: v.array(AuthorizationSchema), ...Paging });
export type AuthorizationPage = v.InferOutput<typeof AuthorizationPageSchema>;

export const fetchAuthorizations = (
  api: Caller,
  kind: 'account' | 'debitCard',
  input: { accountId: number; pageNumber: number },
  signal?: AbortSignal,
): Promise<AuthorizationPage> =>
  api.call(
    kind === 'account' ? 'currentAccountAuthorizationList' : 'debitCardAuthorizationList',
    { ...input, pageSize: AUTHORIZATION_PAGE_SIZE },
    { schema: AuthorizationPageSchema, signal },
  );

// --- batch transfers (payments.md 2 history/batch-transfers; 20 a page) ------------------------

export const BATCH_PAGE_SIZE = 20;
export const batchStatuses = ['processing', 'completed', 'partiallyCompleted', 'rejected'] as const;

const BatchSchema = v.object({
  batchId: Id,
  name: v.string(),
  fileName: v.string(),
  typeId: v.number(),
  type: v.string(),
  accountId: Id,
  accountNumber: v.string(),
  currencyCode: v.string(),
  createdAt: v.string(),
  rows: v.number(),
  totalAmount: Money,
  completedCount: v.number(),
  rejectedCount: v.number(),
  processingCount: v.number(),
  status: v.union([v.picklist(batchStatuses), v.string()]),
});
export type Batch = v.InferOutput<typeof BatchSchema>;

const BatchPageSchema = v.object({ batches: v.array(BatchSchema), ...Paging });
export type BatchPage = v.InferOutput<typeof BatchPageSchema>;

export interface BatchFilter {
  search?: string | undefined;
  types?: number[] | undefined;
  from?: string | undefined;
  to?: string | undefined;
  pageNumber: number;
}

export const fetchBatches = (api: Caller, filter: BatchFilter, signal?: AbortSignal): Promise<BatchPage> =>
  api.call('batchTransferList', { ...filter, pageSize: BATCH_PAGE_SIZE }, { schema: BatchPageSchema, signal });

const BatchFileSchema = v.object({
  batchId: Id,
  name: v.string(),
  fileName: v.string(),
  typeId: v.number(),
  createdAt: v.string(),
  url: DownloadUrlSchema,
  rows: v.array(
    v.object({
      rowNumber: v.number(),
      beneficiaryName: v.string(),
      beneficiaryEmail: Text,
      amount: Money,
      currencyCode: v.string(),
      description: v.optional(v.string(), ''),
      transactionId: v.optional(v.nullable(Id), null),
      statusId: v.optional(v.nullable(v.number()), null),
      status: v.string(),
    }),
  ),
});
export type BatchFile = v.InferOutput<typeof BatchFileSchema>;

export const fetchBatchFile = (api: Caller, batchId: number, signal?: AbortSignal): Promise<BatchFile> =>
  api.call('batchFileView', { id: batchId }, { schema: BatchFileSchema, signal, idempotent: true });

const SampleLinksSchema = v.object({
  links: v.array(v.object({ type: v.string(), fileName: v.string(), url: DownloadUrlSchema })),
});
export type SampleLink = v.InferOutput<typeof SampleLinksSchema>['links'][number];

export const fetchMassSamples = async (api: Caller, signal?: AbortSignal): Promise<SampleLink[]> =>
  (await api.call('massSampleLinkList', {}, { schema: SampleLinksSchema, signal })).links;
