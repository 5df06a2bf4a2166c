// Transfers between own accounts (payments.md 7; WIRE.md "Own accounts"): the lookups the form asks
// (fee, maximum amount, limits, exchange rate) and the submit. The payloads come from the model's
// precondition rules: a lookup whose inputs are incomplete is never called.
import { type Caller, Id, Money } from '@paydeck/accounts/api';
import * as v from 'valibot';
import type { limitsRequest, maxAmountRequest, ownFeeRequest } from '../model/preconditions';
import { CurrencyCode, type Fee, FeeSchema, SubmitResultSchema } from './schemas';

type Payload<F extends (...args: never[]) => unknown> = NonNullable<ReturnType<F>>;

export const fetchOwnTransferFee = (
  api: Caller,
  payload: Payload<typeof ownFeeRequest>,
  signal?: AbortSignal,
): Promise<Fee> => api.call('transferBetweenAccountsFee', payload, { schema: FeeSchema, signal });

export const MaxAmountSchema = v.object({ amount: Money, type: v.picklist(['balance', 'limit']) });
export type MaxAmount = v.InferOutput<typeof MaxAmountSchema>;

export const fetchMaxAmount = (
  api: Caller,
  payload: Payload<typeof maxAmountRequest>,
  signal?: AbortSignal,
): Promise<MaxAmount> => api.call('transferMaxAmount', payload, { schema: MaxAmountSchema, signal });

export const LimitSchema = v.object({
  period: v.picklist(['day', 'week', 'month']),
  limit: Money,
  used: Money,
  currencyCode: CurrencyCode,
});
export type Limit = v.InferOutput<typeof LimitSchema>;
const LimitsAnswer = v.object({ limits: v.array(LimitSchema) });

export const fetchLimits = async (
  api: Caller,
  payload: Payload<typeof limitsRequest>,
  signal?: AbortSignal,
): Promise<Limit[]> => (await api.call('customerLimits', payload, { schema: LimitsAnswer, signal })).limits;

const RateAnswer = v.object({ exchangeRate: Money });

/** Only for two known, different currencies (model `needsExchangeRate`); else the rate is 1 without a call. */
export const fetchExchangeRate = async (
  api: Caller,
  payload: { fromCurrencyCode: string; toCurrencyCode: string },
  signal?: AbortSignal,
): Promise<string> => (await api.call('transferExchangeRate', payload, { schema: RateAnswer, signal })).exchangeRate;

export const subscriptionFrequencies = ['weekly', 'monthly', 'quarterly'] as const;
export type SubscriptionFrequency = (typeof subscriptionFrequencies)[number];

export interface OwnTransferInput {
  fromAccount: number;
  toAccount: number;
  /** What arrives on `toAccount`, in its currency, as a decimal string. */
  toAmount: string;
  reference?: string;
  subscriptionFrequency?: SubscriptionFrequency;
  subscriptionEndDate?: string;
  subscriptionTransactions?: number;
  subscriptionUserCancel?: boolean;
}

export const OwnTransferResultSchema = v.object({
  ...SubmitResultSchema.entries,
  fromAmount: v.optional(Money),
  fromCurrencyCode: v.optional(CurrencyCode),
  toAmount: v.optional(Money),
  toCurrencyCode: v.optional(CurrencyCode),
  exchangeRate: v.optional(Money),
  field: v.optional(v.nullable(v.string()), null),
  subscriptionId: v.optional(v.nullable(Id), null),
});
export type OwnTransferResult = v.InferOutput<typeof OwnTransferResultSchema>;

export const transferBetweenAccounts = (
  api: Caller,
  input: OwnTransferInput,
  idempotencyKey: string,
): Promise<OwnTransferResult> =>
  api.call('transferBetweenAccounts', input, { schema: OwnTransferResultSchema, idempotencyKey });
