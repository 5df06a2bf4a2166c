// Global pay batches (payments.md 3 "Global pay", "Batch upload", "Payment row"; 4; 7 "Global pay batches"; 8
// code 92; MASS-WIRE.md): upload as multipart with a data part, the batch with its rows, the row edits, submit,
// cancel, the summary and the countries' methods. Every answer is parsed with valibot.
import { type Caller, Id, Money } from '@paydeck/accounts/api';
import { BatchNeedsConfirmation, newIdempotencyKey } from '@paydeck/api-client';
import * as v from 'valibot';
import { BATCH_COLUMNS, type PaymentData } from '../model/mass-row';
import { ApproveTypeSchema, CurrencyCode, type SubmitResult } from './schemas';

const Cell = v.optional(v.string(), '');
const PaymentDataSchema = v.object(
  Object.fromEntries(BATCH_COLUMNS.map((column) => [column, Cell])) as Record<keyof PaymentData, typeof Cell>,
);
const Problem = v.picklist(['required', 'format', 'tooLong', 'tooLarge', 'formula']);

export const PaymentRowSchema = v.object({
  paymentId: Id,
  paymentData: PaymentDataSchema,
  feeShare: v.picklist(['sender', 'beneficiary']),
  paymentMethods: v.array(v.object({ name: v.string(), forbidden: v.boolean() })),
  removed: v.optional(v.boolean(), false),
  status: v.optional(v.string(), 'draft'),
  problems: v.optional(v.record(v.picklist(BATCH_COLUMNS), Problem), {}),
});
export type PaymentRow = v.InferOutput<typeof PaymentRowSchema>;
export type FeeShare = PaymentRow['feeShare'];

export const SummarySchema = v.object({
  count: v.optional(Id, 0),
  estimatedTotal: Money,
  maximumTrxFee: Money,
  extraFxMarkupPercent: v.optional(v.nullable(v.string()), null),
  currencyCode: v.optional(CurrencyCode),
});
export type MassSummary = v.InferOutput<typeof SummarySchema>;

export const BatchSchema = v.object({
  batchId: Id,
  batchName: v.string(),
  accountId: Id,
  /** `waiting`: submitted by a user with access right 3, held until the company's approver decides. */
  status: v.picklist(['draft', 'waiting', 'submitted', 'canceled']),
  date: v.string(),
  summary: SummarySchema,
  payments: v.array(PaymentRowSchema),
});
export type Batch = v.InferOutput<typeof BatchSchema>;

const UploadAnswer = v.object({
  date: v.string(),
  batchId: Id,
  result: v.optional(v.object({ rows: Id, invalidRows: Id })),
});
const IdenticalAnswer = v.object({ date: v.string(), batchId: Id });

export interface BatchUpload {
  batchName: string;
  accountId: number;
  attachedFile: Blob;
  ignoreIdenticalBatch: boolean;
}

/** The upload's answer as the code-92 flow reads it (model/mass-input.ts uploadWithConfirmation). */
export type UploadAnswer = { responseCode: '00' | '92'; batchId: number; date: string };

export async function uploadBatch(api: Caller, upload: BatchUpload): Promise<UploadAnswer> {
  const { attachedFile, ...data } = upload;
  const answer = await api.call('globalPayBatchUpload', data, {
    schema: UploadAnswer,
    confirmationSchema: IdenticalAnswer,
    files: { attachedFile },
    idempotencyKey: newIdempotencyKey(),
  });
  if (answer instanceof BatchNeedsConfirmation) return { responseCode: '92', ...answer.data };
  return { responseCode: '00', batchId: answer.batchId, date: answer.date };
}

export const fetchBatch = async (api: Caller, batchId: number, signal?: AbortSignal): Promise<Batch> =>
  (
    await api.call(
      'globalPayBatchDetails',
      { batchId },
      { schema: v.object({ batch: BatchSchema }), signal, idempotent: true },
    )
  ).batch;

export const fetchGlobalSummary = (api: Caller, batchId: number, signal?: AbortSignal): Promise<MassSummary> =>
  api.call('globalPayGlobalSummary', { batchId }, { schema: SummarySchema, signal, idempotent: true });

const RowAnswer = v.object({ payment: PaymentRowSchema });

/** One edit of a row (MASS-WIRE.md "Row edits"): the method and what it sends besides batchId and paymentId. */
export type RowEdit =
  | { kind: 'update'; paymentData: Partial<PaymentData> }
  | { kind: 'fullUpdate'; paymentData: PaymentData; feeShare: FeeShare }
  | { kind: 'remove' }
  | { kind: 'restore' }
  | { kind: 'setAmount'; amount: string }
  | { kind: 'setFeeSide'; feeShare: FeeShare }
  | { kind: 'setMethodForbidden'; method: string; forbidden: boolean };

const editMethod: Record<RowEdit['kind'], string> = {
  update: 'globalPayPaymentUpdate',
  fullUpdate: 'globalPayPaymentFullUpdate',
  remove: 'globalPayPaymentRemove',
  restore: 'globalPayPaymentRestore',
  setAmount: 'globalPayPaymentSetAmount',
  setFeeSide: 'globalPayPaymentSetFeeSide',
  setMethodForbidden: 'globalPayPaymentSetMethodForbidden',
};

const RowsAnswer = v.object({ payments: v.array(PaymentRowSchema) });

export async function editPayment(api: Caller, batchId: number, paymentId: number, edit: RowEdit): Promise<PaymentRow> {
  const { kind, ...rest } = edit;
  if (kind === 'setMethodForbidden') {
    // payments.md 7: "set method forbidden (list, forbidden, method)": the payments it applies to are a list.
    const { payments } = await api.call(
      editMethod[kind],
      { batchId, list: [paymentId], ...rest },
      { schema: RowsAnswer },
    );
    const row = payments.find((payment) => payment.paymentId === paymentId);
    if (!row) throw new Error(`Payment ${paymentId} missing from the answer`);
    return row;
  }
  return (await api.call(editMethod[kind], { batchId, paymentId, ...rest }, { schema: RowAnswer })).payment;
}

export const addPayment = async (api: Caller, batchId: number, paymentData: PaymentData): Promise<PaymentRow> =>
  (await api.call('globalPayPaymentAdd', { batchId, paymentData }, { schema: RowAnswer })).payment;

const SubmitAnswer = v.object({
  batchId: Id,
  status: v.picklist(['submitted', 'waiting']),
  estimatedTotal: Money,
  /** The booking's reference (history lists it). */
  transactionId: v.optional(v.nullable(Id), null),
  responseDescription: v.optional(v.string(), ''),
  /**
   * Held (`waiting`): the operation that approves it. `approveType` none with an operation is a company request;
   * push, sms, otp or approvalCode is the submitter's own second factor (the approval popup).
   */
  operationId: v.optional(v.nullable(v.string()), null),
  approveType: v.optional(ApproveTypeSchema, 'none'),
  approvalSentTo: v.optional(v.nullable(v.string()), null),
  availableApprovalMethods: v.optional(v.array(ApproveTypeSchema), []),
  statusId: v.optional(v.nullable(Id), null),
});
export type BatchSubmitAnswer = v.InferOutput<typeof SubmitAnswer>;

/** The approval popup's submit result of a batch held for its submitter's own second factor, else null. */
export function batchApproval(answer: BatchSubmitAnswer): SubmitResult | null {
  if (answer.status !== 'waiting' || !answer.operationId || answer.approveType === 'none') return null;
  if (answer.transactionId === null) return null;
  return {
    responseDescription: answer.responseDescription,
    operationId: answer.operationId,
    approveType: answer.approveType,
    approvalSentTo: answer.approvalSentTo,
    availableApprovalMethods: answer.availableApprovalMethods,
    transactionId: answer.transactionId,
    statusId: answer.statusId ?? 41,
    fee: '0',
    link: null,
  };
}

export const submitBatch = (api: Caller, batchId: number, idempotencyKey: string) =>
  api.call('globalPayBatchSubmit', { batchId }, { schema: SubmitAnswer, idempotencyKey });

export const cancelBatch = (api: Caller, batchId: number) =>
  api.call('globalPayBatchCancel', { batchId }, { schema: v.object({ batchId: Id, status: v.literal('canceled') }) });

export const fetchBatchStatus = async (api: Caller, batchId: number): Promise<Batch['status']> =>
  (
    await api.call(
      'globalPayBatchStatus',
      { batchId },
      { schema: v.object({ status: BatchSchema.entries.status }), idempotent: true },
    )
  ).status;

const CountriesAnswer = v.object({
  countries: v.array(v.object({ countryCode: v.string(), methods: v.array(v.object({ transferType: v.string() })) })),
});

export const fetchCountriesMethods = async (api: Caller, signal?: AbortSignal) =>
  (await api.call('globalPayCountriesMethods', {}, { schema: CountriesAnswer, signal, idempotent: true })).countries;

export const fetchCountryMethodDetails = (api: Caller, countryCode: string, method: string) =>
  api.call(
    'globalPayCountryMethodDetails',
    { countryCode, method },
    {
      schema: v.object({
        countryCode: v.string(),
        transferType: v.string(),
        currencyCode: CurrencyCode,
        arrivalDays: Id,
      }),
      idempotent: true,
    },
  );
