// Preapproved payments (payments.md 3, 7, 8; WIRE.md): the list with its filters and the cancel. A
// failed cancel is shown by the screen in the "Action Confirmation" popup.
import { type Caller, DateText, Id, Money } from '@paydeck/accounts/api';
import * as v from 'valibot';
import { CurrencyCode } from './schemas';

export interface PreapprovedFilter {
  beneficiaryEmail?: string;
  fromAmount?: string;
  toAmount?: string;
  type?: 'subscription' | 'p2p';
}

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
