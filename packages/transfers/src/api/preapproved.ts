// Preapproved payments (payments.md 3, 7, 8; WIRE.md): the list with its filters and the cancel. A
// failed cancel is shown by the screen in the "Action Confirmation" popup. Each payment says how many transfers it
// has made and how its latest went (named here: `runsDone`, `lastRun`; absent, none are known).
import { type Caller, DateText, Id, Instant, Money } from '@paydeck/accounts/api';
import * as v from 'valibot';
import { CurrencyCode } from './schemas';

export interface PreapprovedFilter {
  beneficiaryEmail?: string;
  fromAmount?: string;
  toAmount?: string;
  type?: 'subscription' | 'p2p';
}

/** Why a run moved no money (WIRE.md); another reason from the server is shown as a refusal without one. */
export const runRefusals = [
  'insufficientFunds',
  'limitExceeded',
  'accountUnavailable',
  'accountClosed',
  'noAccess',
] as const;
export type RunRefusal = (typeof runRefusals)[number];

export const LastRunSchema = v.object({
  date: Instant,
  outcome: v.picklist(['booked', 'refused']),
  reason: v.optional(v.nullable(v.string()), null),
  transactionId: v.optional(v.nullable(Id), null),
});
export type LastRun = v.InferOutput<typeof LastRunSchema>;

export const PreapprovedPaymentSchema = v.object({
  id: Id,
  type: v.picklist(['subscription', 'p2p']),
  amount: Money,
  currencyCode: CurrencyCode,
  toAccount: v.nullable(v.string()),
  beneficiaryEmail: v.optional(v.nullable(v.string()), null),
  frequency: v.nullable(v.string()),
  nextDate: v.nullable(DateText),
  endDate: v.optional(v.nullable(DateText), null),
  remaining: v.optional(v.nullable(v.number()), null),
  userCancel: v.boolean(),
  runsDone: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  lastRun: v.optional(v.nullable(LastRunSchema), null),
});
export type PreapprovedPayment = v.InferOutput<typeof PreapprovedPaymentSchema>;
const ListAnswer = v.object({ payments: v.array(PreapprovedPaymentSchema) });

/** Empty filter fields are not sent. */
export const fetchPreapprovedPayments = async (
  api: Caller,
  filter: PreapprovedFilter,
  signal?: AbortSignal,
): Promise<PreapprovedPayment[]> => {
  const payload = Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== ''));
  return (await api.call('preapprovedPaymentList', payload, { schema: ListAnswer, signal })).payments;
};

const CancelAnswer = v.object({ id: Id, cancelled: v.literal(true) });

export const cancelPreapprovedPayment = async (api: Caller, id: number): Promise<number> =>
  (await api.call('preapprovedPaymentCancel', { id }, { schema: CancelAnswer })).id;
