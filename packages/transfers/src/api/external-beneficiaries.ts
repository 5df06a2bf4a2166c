// Who an external transfer can go to without typing (payments.md 3, 5, 7): the person's saved external
// cards (oct), the blocked BINs (a card payout to one is refused), and the payment templates (wire, EFT).
// `externalCardList` and `cardBlockedBins` are the cards package's calls (its wire, notes/cards-wire.md); a
// feature does not import another, so their answers are read here, only the fields a payout needs.
import { type Caller, Id, Text } from '@paydeck/accounts/api';
import * as v from 'valibot';

export const PayoutCardSchema = v.object({
  cardId: Id,
  maskedNumber: v.string(),
  cardBrand: Text,
  holderName: Text,
  /** Only a confirmed card takes payouts. */
  status: v.string(),
});
export type PayoutCard = v.InferOutput<typeof PayoutCardSchema>;

/** externalCardList: the cards of other banks the person linked (the form offers the confirmed ones). */
export const fetchPayoutCards = async (api: Caller, signal?: AbortSignal): Promise<PayoutCard[]> =>
  (await api.call('externalCardList', {}, { schema: v.object({ cards: v.array(PayoutCardSchema) }), signal })).cards;

const BlockedBinsSchema = v.object({ bins: v.array(v.pipe(v.string(), v.regex(/^\d{6}$/, 'must be 6 digits'))) });

/** cardBlockedBins: the bin blacklist; a typed card number whose BIN is on it is never sent. */
export const fetchBlockedBins = async (api: Caller, signal?: AbortSignal): Promise<string[]> =>
  (await api.call('cardBlockedBins', {}, { schema: BlockedBinsSchema, signal })).bins;

const TemplateStatus = v.optional(v.nullable(v.pipe(v.number(), v.integer())), null);

/** A payment template: a saved wire or EFT beneficiary (usable when its wireStatus or eftStatus is 1 or 2). */
export const PaymentTemplateSchema = v.object({
  id: Id,
  name: v.string(),
  wireStatus: TemplateStatus,
  eftStatus: TemplateStatus,
  beneficiaryName: v.string(),
  beneficiaryAddress: Text,
  beneficiaryCountryCode: Text,
  currencyCode: Text,
  iban: Text,
  accountNumber: Text,
  swift: Text,
  bankName: Text,
  bankAddress: Text,
  bankCity: Text,
  bankZipCode: Text,
  bankCountryCode: Text,
  bankCode: Text,
  branchCode: Text,
});
export type PaymentTemplate = v.InferOutput<typeof PaymentTemplateSchema>;

/** paymentTemplateList: every template of the person (the model's `usableTemplates` picks the usable). */
export const fetchPaymentTemplates = async (api: Caller, signal?: AbortSignal): Promise<PaymentTemplate[]> =>
  (
    await api.call(
      'paymentTemplateList',
      {},
      { schema: v.object({ templates: v.array(PaymentTemplateSchema) }), signal },
    )
  ).templates;
