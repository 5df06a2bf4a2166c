// Approving a submitted transfer (payments.md 4, 7 "Approvals"; WIRE.md): the code entry, the SMS
// retry and the realtime `transaction` event the approval popup listens to.
import { type Caller, Id } from '@paydeck/accounts/api';
import * as v from 'valibot';
import { ValidationErrorSchema } from './schemas';

const ApproveAnswer = v.object({
  responseDescription: v.optional(v.string(), ''),
  transactionId: Id,
  statusId: Id,
});
export type ApproveResult = v.InferOutput<typeof ApproveAnswer>;

/** Sends the code of an sms, otp or approvalCode approval (`trxid` is the submit's operationId). */
export const approveTransfer = (
  api: Caller,
  input: { trxid: string; approvalCode: string },
  idempotencyKey: string,
): Promise<ApproveResult> => api.call('transferApprove', input, { schema: ApproveAnswer, idempotencyKey });

const RetryAnswer = v.object({
  approvalSentTo: v.optional(v.nullable(v.string()), null),
  retryAfterSeconds: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type SmsRetry = v.InferOutput<typeof RetryAnswer>;

export const retryTransferSms = (api: Caller, trxid: string): Promise<SmsRetry> =>
  api.call('transferSmsRetry', { trxid }, { schema: RetryAnswer });

export const transactionEventCodes = ['approvalRequested', 'approved', 'rejected', 'booked'] as const;

/** The `transaction` object of a realtime `transaction` event (WIRE.md "Realtime events"). */
export const TransactionEventSchema = v.object({
  type: v.literal('transaction'),
  code: v.picklist(transactionEventCodes),
  transaction: v.object({
    operationId: v.string(),
    transactionId: v.optional(v.nullable(Id), null),
    statusId: v.optional(v.nullable(Id), null),
    message: v.optional(v.nullable(v.string()), null),
    errors: v.optional(v.nullable(v.array(ValidationErrorSchema)), null),
  }),
});
export type TransactionEvent = v.InferOutput<typeof TransactionEventSchema>;

/** The event as the popup needs it, or undefined when it is not a well-formed transaction event. */
export function readTransactionEvent(event: unknown): TransactionEvent | undefined {
  const parsed = v.safeParse(TransactionEventSchema, event);
  return parsed.success ? parsed.output : undefined;
}
