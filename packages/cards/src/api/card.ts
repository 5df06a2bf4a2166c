// One card's details and every action on it (payments.md 3, 7 "Accounts and cards"; the wire contract in
// notes/cards-wire.md). Each fetcher takes the api client and parses the answer: a malformed answer is an
// ApiError of kind 'malformed', never a crash. Calls that move money carry an idempotency key.
import { type Caller, Id, Instant, Money } from '@paydeck/accounts/api';
import * as v from 'valibot';
import { CurrencyCode, FeeAccountSchema } from './schemas';

const Digits = (min: number, max: number, what: string) =>
  v.pipe(
    v.string(`${what} must be a string of digits`),
    v.regex(new RegExp(`^\\d{${min},${max}}$`), `${what} must be ${min === max ? min : `${min} to ${max}`} digits`),
  );
const Pin = Digits(4, 4, 'the PIN');
const StatusId = v.pipe(v.number(), v.integer());

export const ReissueSchema = v.object({
  /** The status of the replacement card (0 submitted, 19 printing, 41 processing, …). */
  statusId: StatusId,
  isExpressShipping: v.boolean(),
  fee: Money,
  currencyCode: CurrencyCode,
  requestedAt: Instant,
});
/** A reissue in progress: the replacement card being made and shipped. */
export type Reissue = v.InferOutput<typeof ReissueSchema>;

export const ShippingAddressSchema = v.object({
  addressId: Id,
  address1: v.string(),
  city: v.string(),
  postalCode: v.string(),
  countryCode: v.string(),
});
export type ShippingAddress = v.InferOutput<typeof ShippingAddressSchema>;

export const CardInfoSchema = v.object({
  card: v.object({
    accountId: Id,
    holderName: v.string(),
    enrolled: v.boolean(),
    reissue: v.nullable(ReissueSchema),
    shippingAddress: v.nullable(ShippingAddressSchema),
  }),
});
/** What the card list (balanceInquiry) does not say about a card. */
export type CardInfo = v.InferOutput<typeof CardInfoSchema>['card'];

export const fetchCardInfo = async (api: Caller, accountId: number, signal?: AbortSignal): Promise<CardInfo> =>
  (await api.call('cardInfo', { accountId }, { schema: CardInfoSchema, signal })).card;

const StatusAnswer = v.object({ statusId: StatusId });

/** Pauses an active or expired card; answers the new status (71). */
export const pauseCard = async (api: Caller, accountId: number): Promise<number> =>
  (await api.call('cardPause', { accountId }, { schema: StatusAnswer })).statusId;

/** Unpauses a paused card; answers the new status (2). */
export const unpauseCard = async (api: Caller, accountId: number): Promise<number> =>
  (await api.call('cardUnpause', { accountId }, { schema: StatusAnswer })).statusId;

const AliasAnswer = v.object({ cardAliasName: v.string() });

/** Renames the card; answers the name as the server stored it (trimmed). */
export const setCardAliasName = async (api: Caller, accountId: number, cardAliasName: string): Promise<string> =>
  (await api.call('cardSetAliasName', { accountId, cardAliasName }, { schema: AliasAnswer })).cardAliasName;

const ReissueAnswer = v.object({ reissue: ReissueSchema });

/** Orders a replacement card; the fee is taken from the card itself. */
export const reissueCard = async (
  api: Caller,
  input: { accountId: number; isExpressShipping: boolean },
  idempotencyKey: string,
): Promise<Reissue> => (await api.call('cardReissue', input, { schema: ReissueAnswer, idempotencyKey })).reissue;

/** Moves the reissue in progress to express shipping; the difference is taken from the card. */
export const upgradeReissueShipping = async (
  api: Caller,
  accountId: number,
  idempotencyKey: string,
): Promise<Reissue> =>
  (await api.call('cardReissueUpgradeShipping', { accountId }, { schema: ReissueAnswer, idempotencyKey })).reissue;

/** A field the server wants filled in to activate the card, described by the server. */
export const ExtraParamSchema = v.object({
  name: v.pipe(v.string(), v.regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'must be a field name')),
  label: v.pipe(v.string(), v.minLength(1)),
  pattern: v.pipe(
    v.string(),
    v.check((pattern) => {
      try {
        new RegExp(pattern);
        return true;
      } catch {
        return false;
      }
    }, 'must be a regular expression'),
  ),
});
export type ExtraParam = v.InferOutput<typeof ExtraParamSchema>;

export const ActivationDataSchema = v.object({
  fees: Money,
  feeCurrency: CurrencyCode,
  extraParams: v.array(ExtraParamSchema),
  feeAccounts: v.array(FeeAccountSchema),
});
export type ActivationData = v.InferOutput<typeof ActivationDataSchema>;

// valibot objects drop unknown keys: the schema parses the whole answer and leaves responseCode out.
export const fetchActivationData = (api: Caller, accountId: number, signal?: AbortSignal): Promise<ActivationData> =>
  api.call('cardActivationData', { accountId }, { schema: ActivationDataSchema, signal });

export const ActivatedSchema = v.object({ pinCode: Pin, statusId: StatusId });
/** The answer of an activation: the card's first PIN, shown once. */
export type Activated = v.InferOutput<typeof ActivatedSchema>;

export interface ActivationInput {
  accountId: number;
  feeAccountId: number;
  /** The extraParams values by name. */
  extraParams: Record<string, string>;
}

export const activateCard = (api: Caller, input: ActivationInput, idempotencyKey: string): Promise<Activated> =>
  api.call('cardActivate', input, { schema: ActivatedSchema, idempotencyKey });

/** Changes the PIN; `confirm: true` is the person's confirmation the server asks for. */
export const changeCardPin = async (
  api: Caller,
  input: { accountId: number; pin: string; pinRepeat: string },
): Promise<void> => {
  await api.call('cardChangePin', { ...input, confirm: true }, { schema: v.object({ responseCode: v.string() }) });
};

/** The card's current PIN. */
export const showCardPin = async (api: Caller, accountId: number, signal?: AbortSignal): Promise<string> =>
  // a read: no Idempotency-Key, so no kept answer holds the PIN
  (await api.call('cardShowPin', { accountId }, { schema: v.object({ pin: Pin }), signal, idempotent: true })).pin;

export const PinSentSchema = v.object({ sentTo: v.pipe(v.string(), v.minLength(1)) });

/**
 * Get PIN: the server sends the card's PIN by SMS to the person's confirmed phone and answers only the masked
 * number it went to (WIRE.md "cardGetPin", named here). Show PIN puts it on screen instead.
 */
export const getCardPin = async (api: Caller, accountId: number): Promise<string> =>
  (await api.call('cardGetPin', { accountId }, { schema: PinSentSchema })).sentTo;

export const VirtualDetailsSchema = v.object({
  cardNumber: Digits(13, 19, 'the card number'),
  cvv: Digits(3, 4, 'the CVV'),
  expiryMonth: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12)),
  expiryYear: v.pipe(v.number(), v.integer(), v.minValue(2000)),
  holderName: v.string(),
});
/** The full number and CVV of a virtual card: secret, never cached. */
export type VirtualDetails = v.InferOutput<typeof VirtualDetailsSchema>;

export const fetchVirtualDetails = (api: Caller, accountId: number, signal?: AbortSignal): Promise<VirtualDetails> =>
  api.call('cardVirtualDetails', { accountId }, { schema: VirtualDetailsSchema, signal, idempotent: true });

/** Blocks the card for good (status 4, canceled). */
export const blockCard = async (api: Caller, accountId: number): Promise<number> =>
  (await api.call('cardBlock', { accountId }, { schema: StatusAnswer })).statusId;

/** Enrolls the card in 3-D Secure. */
export const enrollCard = async (api: Caller, accountId: number): Promise<boolean> =>
  (await api.call('cardEnroll', { accountId }, { schema: v.object({ enrolled: v.boolean() }) })).enrolled;

export interface LoadInput {
  accountId: number;
  fromAccountId: number;
  /** A decimal string ("25.00"). */
  amount: string;
}

/** Moves money from a payment account onto the card; answers the booked transaction's id. */
export const loadCard = async (api: Caller, input: LoadInput, idempotencyKey: string): Promise<number> =>
  (await api.call('cardLoad', input, { schema: v.object({ transactionId: Id }), idempotencyKey })).transactionId;
