// Applying for a card (payments.md 3 "Card application fees", 7 "Apply for card info; address replacement
// compatibility check"; the wire contract in notes/cards-wire.md): what can be ordered where, what the
// new address would do to the cards already held, and the order itself.
import { type Caller, Id, Money } from '@paydeck/accounts/api';
import * as v from 'valibot';
import { cardKeys } from './keys';
import { CurrencyCode, FeeAccountSchema } from './schemas';

export { type FeeAccount, FeeAccountSchema } from './schemas';

/** ISO 3166-1 alpha-2, upper case. */
export const CountryCodeSchema = v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'must be an ISO country code'));

export const CardFeesSchema = v.object({ annual: Money, issue: Money, monthly: Money, currency: CurrencyCode });
export type CardFees = v.InferOutput<typeof CardFeesSchema>;

export const CardOfferSchema = v.object({
  productTypeId: Id,
  isVirtual: v.boolean(),
  currencyCode: CurrencyCode,
  fees: CardFeesSchema,
});
/** A card product offered in the person's country, with its fees. */
export type CardOffer = v.InferOutput<typeof CardOfferSchema>;

export const ShippingOptionSchema = v.object({
  id: Id,
  type: v.string(),
  fee: Money,
  deliveryTime: v.string(),
  /** Why the option cannot be chosen now; empty when it can. */
  disabledReasons: v.array(v.string()),
});
export type ShippingOption = v.InferOutput<typeof ShippingOptionSchema>;

export const CardAddressSchema = v.object({
  addressId: Id,
  address1: v.string(),
  city: v.string(),
  postalCode: v.string(),
  countryCode: CountryCodeSchema,
});
export type CardAddress = v.InferOutput<typeof CardAddressSchema>;

export const CardApplicationInfoSchema = v.object({
  countryCode: CountryCodeSchema,
  products: v.array(CardOfferSchema),
  shippingOptions: v.array(ShippingOptionSchema),
  address: v.optional(v.nullable(CardAddressSchema), null),
  feeAccounts: v.array(FeeAccountSchema),
});
export type CardApplicationInfo = v.InferOutput<typeof CardApplicationInfoSchema>;

/** applyForCardInfo: the offer of `countryCode`, or of the person's address country when null. */
export const fetchCardApplicationInfo = (
  api: Caller,
  countryCode: string | null,
  signal?: AbortSignal,
): Promise<CardApplicationInfo> =>
  // valibot objects drop the keys they do not name: the answer comes back without its responseCode.
  api.call(
    'applyForCardInfo',
    { countryCode: countryCode ?? undefined },
    { schema: CardApplicationInfoSchema, signal },
  );

export const cardApplicationQuery = (api: Caller, countryCode: string | null) => ({
  queryKey: cardKeys.application(countryCode),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchCardApplicationInfo(api, countryCode, signal),
});

export const AddressReplacementCheckSchema = v.object({
  cardAccountsToBeCanceled: v.array(Id),
  cardAccountsToBeShippedToOldAddress: v.array(Id),
});
export type AddressReplacementCheck = v.InferOutput<typeof AddressReplacementCheckSchema>;

/** addressReplacementCompatibilityCheck: which cards a move to `countryCode` cancels or leaves on their way to the old address. */
export const fetchAddressReplacementCheck = (
  api: Caller,
  input: { countryCode: string; oldAddressId: number },
  signal?: AbortSignal,
): Promise<AddressReplacementCheck> =>
  api.call('addressReplacementCompatibilityCheck', input, { schema: AddressReplacementCheckSchema, signal });

export const addressReplacementCheckQuery = (api: Caller, countryCode: string, oldAddressId: number) => ({
  queryKey: cardKeys.addressCheck(countryCode, oldAddressId),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    fetchAddressReplacementCheck(api, { countryCode, oldAddressId }, signal),
});

export interface NewAddress {
  address1: string;
  city: string;
  postalCode: string;
  countryCode: string;
}

export interface CardApplication {
  productTypeId: number;
  /** Physical cards only: an enabled shipping option. */
  shippingOptionId?: number | undefined;
  feeAccountId: number;
  /** Replaces the person's address before the card is ordered. */
  newAddress?: NewAddress | undefined;
}

export const CardAppliedSchema = v.object({ accountId: Id, statusId: v.number() });
export type CardApplied = v.InferOutput<typeof CardAppliedSchema>;

/** cardApply: orders the card and debits its fees. Creates something, so it carries an idempotency key. */
export const applyForCard = (api: Caller, application: CardApplication, idempotencyKey: string): Promise<CardApplied> =>
  api.call('cardApply', application, { schema: CardAppliedSchema, idempotencyKey });
