// External cards (payments.md 2 add-card, confirm-card/{cardId}; 3 "Bin info"; 5 BIN lookup; the wire
// contract in notes/cards-wire.md): the blocked BINs, the BIN lookup, linking a card of another bank
// and confirming it with the amount of the verification charge.
import { type Caller, Id, Text } from '@paydeck/accounts/api';
import * as v from 'valibot';
import { cardKeys } from './keys';

/** A BIN: the first 6 digits of a card number (payments.md 9). */
export const BinSchema = v.pipe(v.string(), v.regex(/^\d{6}$/, 'must be 6 digits'));

export const BlockedBinsSchema = v.object({ bins: v.array(BinSchema) });

/** cardBlockedBins: BINs whose cards are not accepted. */
export const fetchBlockedBins = async (api: Caller, signal?: AbortSignal): Promise<string[]> =>
  (await api.call('cardBlockedBins', {}, { schema: BlockedBinsSchema, signal })).bins;

export const blockedBinsQuery = (api: Caller) => ({
  queryKey: cardKeys.blockedBins(),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchBlockedBins(api, signal),
  // Fetched once per session (payments.md 5: "A blocked-BIN list is fetched").
  staleTime: Number.POSITIVE_INFINITY,
});

const NullableFlag = v.optional(v.nullable(v.boolean()), null);

export const BinInfoSchema = v.object({
  binNumber: Text,
  issuer: Text,
  cardBrand: Text,
  cardCategory: Text,
  cardType: Text,
  countryCode: Text,
  currencyCode: Text,
  isCommercial: NullableFlag,
  isPrepaid: NullableFlag,
  /** false for a BIN nobody knows (the other fields are then null). */
  valid: v.boolean(),
});
export type BinInfo = v.InferOutput<typeof BinInfoSchema>;

/** binInfo: who issued the cards of a BIN. */
export const fetchBinInfo = async (api: Caller, binNumber: string, signal?: AbortSignal): Promise<BinInfo> =>
  (await api.call('binInfo', { binNumber }, { schema: v.object({ bin: BinInfoSchema }), signal })).bin;

export const binInfoQuery = (api: Caller, binNumber: string) => ({
  queryKey: cardKeys.bin(binNumber),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchBinInfo(api, binNumber, signal),
  staleTime: Number.POSITIVE_INFINITY,
});

export const externalCardStatuses = ['pending', 'confirmed', 'failed'] as const;
export type ExternalCardStatus = (typeof externalCardStatuses)[number];

export const ExternalCardSchema = v.object({
  cardId: Id,
  maskedNumber: v.string(),
  cardBrand: Text,
  expiryMonth: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12)),
  expiryYear: v.pipe(v.number(), v.integer()),
  holderName: Text,
  status: v.picklist(externalCardStatuses),
  /** Confirmation attempts left (3 to start with). */
  attemptsLeft: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type ExternalCard = v.InferOutput<typeof ExternalCardSchema>;

/** externalCardList: the cards of other banks the person linked. */
export const fetchExternalCards = async (api: Caller, signal?: AbortSignal): Promise<ExternalCard[]> =>
  (await api.call('externalCardList', {}, { schema: v.object({ cards: v.array(ExternalCardSchema) }), signal })).cards;

export const externalCardsQuery = (api: Caller) => ({
  queryKey: cardKeys.externalCards(),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchExternalCards(api, signal),
});

export interface ExternalCardInput {
  /** Digits only. */
  cardNumber: string;
  expiryMonth: number;
  /** Four digits. */
  expiryYear: number;
  holderName: string;
}

export const ExternalCardAddedSchema = v.object({ cardId: Id, status: v.picklist(externalCardStatuses) });
export type ExternalCardAdded = v.InferOutput<typeof ExternalCardAddedSchema>;

/** externalCardAdd: links the card and makes the verification charge; idempotent (one charge per intent). */
export const addExternalCard = (
  api: Caller,
  input: ExternalCardInput,
  idempotencyKey: string,
): Promise<ExternalCardAdded> =>
  api.call('externalCardAdd', input, { schema: ExternalCardAddedSchema, idempotencyKey });

/** externalCardConfirm: the amount of the verification charge, as a decimal string ("0.57"). */
export const confirmExternalCard = async (
  api: Caller,
  input: { cardId: number; amount: string },
): Promise<ExternalCard> =>
  (await api.call('externalCardConfirm', input, { schema: v.object({ card: ExternalCardSchema }) })).card;

const AttemptsLeftSchema = v.object({ attemptsLeft: v.pipe(v.number(), v.integer(), v.minValue(0)) });

/**
 * The attempts left that a refused confirmation may carry beside its validation errors (the contract
 * says "and attempts left" without naming where); null when the answer does not say.
 */
export function attemptsLeftIn(answer: unknown): number | null {
  const parsed = v.safeParse(AttemptsLeftSchema, answer);
  return parsed.success ? parsed.output.attemptsLeft : null;
}
