// Shapes several transfer answers share (payments.md 3 "Submit result"; WIRE.md).
import { Id, Money } from '@paydeck/accounts/api';
import * as v from 'valibot';
import { type ApproveType, approveTypeOf } from '../model/approval';

/**
 * ISO 4217's three letters, or a crypto code of up to five (USDT: brand-config's currencyScale); the server's case
 * is kept (the exchange-rate rule compares case-insensitively).
 */
export const CurrencyCode = v.pipe(v.string(), v.regex(/^[A-Za-z]{3,5}$/, 'must be a currency code'));

/** An approval mode sent by name or by its number (none=0 … approvalCode=4), read as its name. */
export const ApproveTypeSchema = v.pipe(
  v.union([v.string(), v.number()]),
  v.check((value) => approveTypeOf(value) !== undefined, 'must be an approval mode'),
  v.transform((value) => approveTypeOf(value) as ApproveType),
);

export const ValidationErrorSchema = v.object({ param: v.string(), description: v.string() });

/** What every money-moving submit answers. */
export const SubmitResultSchema = v.object({
  responseDescription: v.optional(v.string(), ''),
  operationId: v.string(),
  approveType: v.optional(ApproveTypeSchema, 'none'),
  approvalSentTo: v.optional(v.nullable(v.string()), null),
  availableApprovalMethods: v.optional(v.array(ApproveTypeSchema), []),
  transactionId: Id,
  statusId: Id,
  fee: Money,
  link: v.optional(v.nullable(v.string()), null),
});
export type SubmitResult = v.InferOutput<typeof SubmitResultSchema>;

export const FeeSchema = v.object({ fee: Money, feeCurrencyCode: CurrencyCode });
export type Fee = v.InferOutput<typeof FeeSchema>;
