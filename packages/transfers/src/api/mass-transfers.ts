// Mass transfers (payments.md 3 "Payment meta", 5, 7 "Mass transfer variants", p2p "mass transfer"; MASS-WIRE.md
// "Mass transfers"): one call per rail, multipart with the `data` JSON part and the `file` part, or the pasted
// text as `data.data` (exactly one of the two). `onlySummary: true` answers the summary and each row's problems
// without booking; the real call (with an Idempotency-Key) books the accepted rows. Every answer is parsed.
import { type Caller, Id, Money } from '@paydeck/accounts/api';
import { newIdempotencyKey } from '@paydeck/api-client';
import * as v from 'valibot';
import { massMethodOf, type MassTransferRail } from '../model/mass-transfer';
import { CurrencyCode, SubmitResultSchema, ValidationErrorSchema } from './schemas';

export const MassSummarySchema = v.object({
  count: Id,
  rejectedCount: v.optional(Id, 0),
  estimatedTotal: Money,
  maximumTrxFee: Money,
  extraFxMarkupPercent: v.optional(v.nullable(v.string()), null),
  currencyCode: CurrencyCode,
});
export type MassTransferSummary = v.InferOutput<typeof MassSummarySchema>;

export const MassRowSchema = v.object({
  rowNumber: Id,
  beneficiary: v.string(),
  amount: v.string(),
  currencyCode: v.string(),
  fee: v.optional(v.nullable(Money), null),
  problems: v.optional(v.array(ValidationErrorSchema), []),
});
export type MassRow = v.InferOutput<typeof MassRowSchema>;

const SummaryAnswer = v.object({ summary: MassSummarySchema, rows: v.array(MassRowSchema) });
export type MassSummaryAnswer = v.InferOutput<typeof SummaryAnswer>;

const SubmitAnswer = v.object({
  ...SubmitResultSchema.entries,
  batchId: Id,
  summary: MassSummarySchema,
  rows: v.array(MassRowSchema),
});
export type MassSubmitAnswer = v.InferOutput<typeof SubmitAnswer>;

/** What the person gave: the account, a batch name, and the file or the pasted text (exactly one). */
export interface MassTransferInput {
  rail: MassTransferRail;
  accountId: number;
  batchName: string;
  file?: Blob | null;
  text?: string | null;
  /** p2p: the sender's e-mail shown to the payees (payments.md 7 `fromEmailId`). */
  fromEmailId?: string | null;
}

/** The `data` part: external rails send batchName and accountId; p2p fromAccountId, fromEmailId, platform. */
export function massPayload(input: MassTransferInput, onlySummary: boolean): Record<string, unknown> {
  const text = input.file ? undefined : (input.text ?? undefined);
  const common = { batchName: input.batchName.trim(), data: text, onlySummary };
  if (input.rail !== 'p2p') return { ...common, accountId: input.accountId };
  return {
    ...common,
    fromAccountId: input.accountId,
    fromEmailId: input.fromEmailId ?? undefined,
    platform: 'web',
  };
}

const filesOf = (input: MassTransferInput) => (input.file ? { file: input.file } : undefined);

/** The confirm step's summary: nothing is booked (the method is one, so it carries a fresh key too). */
export const fetchMassSummary = (api: Caller, input: MassTransferInput): Promise<MassSummaryAnswer> =>
  api.call(massMethodOf[input.rail], massPayload(input, true), {
    schema: SummaryAnswer,
    files: filesOf(input),
    idempotencyKey: newIdempotencyKey(),
  });

/** The real submit: books the accepted rows (the same key answers the first answer again). */
export const submitMassTransfer = (
  api: Caller,
  input: MassTransferInput,
  idempotencyKey: string,
): Promise<MassSubmitAnswer> =>
  api.call(massMethodOf[input.rail], massPayload(input, false), {
    schema: SubmitAnswer,
    files: filesOf(input),
    idempotencyKey,
  });
