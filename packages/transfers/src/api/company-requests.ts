// Company transaction requests (payments.md 4, 6, 7 "Approvals"; WIRE.md): the approver's list (50 a
// page), approve or decline one or many, mass requests, the approver's own code, the header count.
import { type Caller, Id, Instant, Money } from '@paydeck/accounts/api';
import * as v from 'valibot';
import { CurrencyCode } from './schemas';

export const REQUEST_PAGE_SIZE = 50;

const OptionalText = v.optional(v.nullable(v.string()), null);

export interface RequestFilter {
  page: number;
  transactionType?: number;
  groupedTransactionType?: string;
  fromDate?: string;
  toDate?: string;
  /** The creator's user id (the business user list). */
  createdBy?: number;
}

export const TransactionRequestSchema = v.object({
  transactionId: Id,
  created: Instant,
  total: Money,
  currencyCode: CurrencyCode,
  transactionType: Id,
  createdBy: Id,
  createdByName: v.string(),
  description: v.optional(v.string(), ''),
  // Whom it pays and from where (WIRE.md: named here; the spec's request list names only created and total).
  payeeName: OptionalText,
  payeeEmail: OptionalText,
  /** An account number, IBAN, masked card, crypto address, instant key or interac contact. */
  payeeAccount: OptionalText,
  /** The payee's bank (name and BIC) when an external rail names one. */
  payeeBank: OptionalText,
  fromAccountNumber: OptionalText,
  /** The payer's fee, in `currencyCode`. */
  fee: v.optional(Money, '0'),
  toAmount: v.optional(v.nullable(Money), null),
  toCurrencyCode: v.optional(v.nullable(CurrencyCode), null),
  reference: OptionalText,
});
export type TransactionRequest = v.InferOutput<typeof TransactionRequestSchema>;

export const MassTransactionRequestSchema = v.object({
  batchId: Id,
  created: Instant,
  total: Money,
  currencyCode: CurrencyCode,
  createdBy: Id,
  rows: v.pipe(v.number(), v.integer()),
});
export type MassTransactionRequest = v.InferOutput<typeof MassTransactionRequestSchema>;

const page = <T extends v.GenericSchema>(item: T) => v.object({ items: v.array(item), total: v.number() });
export const RequestListSchema = v.object({
  transactionRequestList: page(TransactionRequestSchema),
  massTransactionRequestList: page(MassTransactionRequestSchema),
});
export type RequestList = v.InferOutput<typeof RequestListSchema>;

export const fetchTransactionRequests = (
  api: Caller,
  filter: RequestFilter,
  signal?: AbortSignal,
): Promise<RequestList> =>
  api.call(
    'businessTransactionRequestList',
    { ...filter, size: REQUEST_PAGE_SIZE },
    { schema: RequestListSchema, signal },
  );

const DecisionAnswer = v.object({
  results: v.array(v.object({ transactionId: Id, statusId: Id, responseDescription: v.string() })),
});
export type RequestDecision = v.InferOutput<typeof DecisionAnswer>['results'][number];

/** Approves (declined false) or declines one or many requests; each is decided on its own. */
export const decideTransactionRequests = async (
  api: Caller,
  input: { transactionIds: number[]; declined: boolean },
  idempotencyKey: string,
): Promise<RequestDecision[]> =>
  (await api.call('businessTransactionRequestApprove', input, { schema: DecisionAnswer, idempotencyKey })).results;

const StatusAnswer = v.object({ statusId: Id });

export const decideMassTransactionRequest = async (
  api: Caller,
  input: { batchId: number; declined: boolean },
  idempotencyKey: string,
): Promise<number> =>
  (await api.call('businessMassTransactionRequestApprove', input, { schema: StatusAnswer, idempotencyKey })).statusId;

const ConfirmAnswer = v.object({ responseDescription: v.optional(v.string(), '') });

export const confirmTransactionRequest = async (
  api: Caller,
  input: { fromEmail: string; approvalTransactionId: number; code: string },
): Promise<string> =>
  (await api.call('businessTransactionRequestConfirm', input, { schema: ConfirmAnswer })).responseDescription;

const CountAnswer = v.object({ count: v.pipe(v.number(), v.integer(), v.minValue(0)) });

export const fetchRequestCount = async (api: Caller, signal?: AbortSignal): Promise<number> =>
  (await api.call('businessNotificationsCount', {}, { schema: CountAnswer, signal })).count;
