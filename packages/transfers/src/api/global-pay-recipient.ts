// The recipient's side of a global payment (payments.md 3 "Global payment details", 4 "Global transfer,
// recipient side", 7 "Global pay, recipient side"; MASS-WIRE.md "Recipient"): public calls carrying the payment
// secret from the link, no session. Errors are not shown by the client: the screen handles them.
import { type Caller, Id, Money } from '@paydeck/accounts/api';
import { newIdempotencyKey } from '@paydeck/api-client';
import * as v from 'valibot';
import { recipientStatus } from '../model/mass-input';
import { CurrencyCode } from './schemas';

export const PaymentDetailsSchema = v.object({
  paymentId: Id,
  beneficiaryName: v.string(),
  /** Missing or unknown: error (payments.md 3). */
  status: v.pipe(
    v.optional(v.nullable(v.string()), null),
    v.transform((status: string | null) => recipientStatus(status)),
  ),
  senderName: v.optional(v.string(), ''),
  amount: Money,
  currencyCode: CurrencyCode,
  description: v.optional(v.string(), ''),
  feeIsBen: v.boolean(),
  submittedDate: v.optional(v.nullable(v.string()), null),
  expireDays: v.optional(v.nullable(v.number()), null),
  countryCode: v.optional(v.nullable(v.string()), null),
});
export type PaymentDetails = v.InferOutput<typeof PaymentDetailsSchema>;

export const fetchPaymentDetails = async (api: Caller, paymentSecret: string, signal?: AbortSignal) =>
  (
    await api.call(
      'globalPayPaymentDetails',
      { paymentSecret },
      { schema: v.object({ paymentDetails: PaymentDetailsSchema }), signal, idempotent: true },
    )
  ).paymentDetails;

const Country = v.object({ countryCode: v.string(), currencyCode: CurrencyCode });
export type PayoutCountry = v.InferOutput<typeof Country>;

export const fetchPaymentCountries = async (api: Caller, paymentSecret: string, signal?: AbortSignal) =>
  (
    await api.call(
      'globalPayPaymentCountries',
      { paymentSecret },
      { schema: v.object({ countries: v.array(Country) }), signal, idempotent: true },
    )
  ).countries;

const MethodOption = v.object({ transferType: v.string(), currencyCode: CurrencyCode });
export type MethodOption = v.InferOutput<typeof MethodOption>;

export const fetchPaymentMethods = async (
  api: Caller,
  paymentSecret: string,
  countryCode: string,
  signal?: AbortSignal,
) =>
  (
    await api.call(
      'globalPayPaymentMethods',
      { paymentSecret, countryCode },
      { schema: v.object({ options: v.array(MethodOption) }), signal, idempotent: true },
    )
  ).options;

export const PaymentMetaSchema = v.object({
  exchangeRate: v.string(),
  toAmount: Money,
  fee: Money,
  feeCurrencyCode: v.optional(CurrencyCode),
});
export type PaymentMeta = v.InferOutput<typeof PaymentMetaSchema>;

export const fetchPaymentMeta = (
  api: Caller,
  query: { paymentSecret: string; paymentMethod: string; toCurrencyCode: string; countryCode: string },
  signal?: AbortSignal,
): Promise<PaymentMeta> =>
  api.call('globalPayPaymentMeta', query, { schema: PaymentMetaSchema, signal, idempotent: true });

const Param = v.object({ name: v.string(), required: v.boolean() });
export type ExtraParam = v.InferOutput<typeof Param>;

export const fetchExtraParams = async (
  api: Caller,
  query: { paymentMethod: string; currencyCode: string; countryCode: string },
  signal?: AbortSignal,
) =>
  (
    await api.call('globalPayExtraParams', query, {
      schema: v.object({ params: v.array(Param) }),
      signal,
      idempotent: true,
    })
  ).params;

const Withdrawal = v.object({
  paymentId: Id,
  amount: v.nullable(Money),
  currencyCode: v.nullable(v.string()),
  method: v.nullable(v.string()),
  status: v.string(),
  date: v.nullable(v.string()),
});
export type Withdrawal = v.InferOutput<typeof Withdrawal>;
export const LAST_WITHDRAWALS = 5;

export const fetchLastWithdrawals = async (api: Caller, paymentSecret: string, signal?: AbortSignal) =>
  (
    await api.call(
      'globalPayLastWithdrawals',
      { paymentSecret, limit: LAST_WITHDRAWALS },
      { schema: v.object({ withdrawals: v.array(Withdrawal) }), signal, idempotent: true },
    )
  ).withdrawals;

const WithdrawalDetailsSchema = v.object({
  ...Withdrawal.entries,
  /** The payout details the recipient gave (by extra parameter name), as the server keeps them (a card masked). */
  details: v.record(v.string(), v.string()),
});
export type WithdrawalDetails = v.InferOutput<typeof WithdrawalDetailsSchema>;

/** One of the recipient's earlier payments, opened from the last withdrawals (globalPayWithdrawalDetails). */
export const fetchWithdrawalDetails = async (
  api: Caller,
  paymentSecret: string,
  paymentId: number,
  signal?: AbortSignal,
) =>
  (
    await api.call(
      'globalPayWithdrawalDetails',
      { paymentSecret, paymentId },
      { schema: v.object({ withdrawal: WithdrawalDetailsSchema }), signal, idempotent: true },
    )
  ).withdrawal;

const SubmitAnswer = v.object({
  operationId: Id,
  approveType: v.string(),
  approvalSentTo: v.optional(v.nullable(v.string()), null),
});
export type RecipientSubmit = v.InferOutput<typeof SubmitAnswer>;

export const submitPayment = (
  api: Caller,
  payload: {
    paymentSecret: string;
    paymentMethod: string;
    currencyCode: string;
    countryCode: string;
    paymentDetails: Record<string, string>;
  },
): Promise<RecipientSubmit> => api.call('globalPayPaymentSubmit', payload, { schema: SubmitAnswer });

export const approvePayment = (
  api: Caller,
  payload: { paymentSecret: string; operationId: number; approvalCode: string },
) =>
  api.call('globalPayPaymentApprove', payload, {
    schema: v.object({ responseDescription: v.optional(v.string(), ''), status: v.literal('paid') }),
    idempotencyKey: newIdempotencyKey(),
  });

export const resendApprovalCode = (
  api: Caller,
  payload: { paymentSecret: string; operationId: number; approveType: string },
) =>
  api.call('globalPayApprovalResend', payload, {
    schema: v.object({ approvalSentTo: v.optional(v.nullable(v.string()), null) }),
  });

export const refusePayment = (api: Caller, paymentSecret: string) =>
  api.call(
    'globalPayPaymentCancel',
    { paymentSecret },
    { schema: v.object({ status: v.literal('refused') }), idempotencyKey: newIdempotencyKey() },
  );
