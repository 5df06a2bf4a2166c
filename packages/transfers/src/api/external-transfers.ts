// External transfers' submits and their fee variants (payments.md 7 "External transfers"; WIRE.md
// "External transfers"): oct, wire, EFT, crypto EFT, instant and interac, each `transfer<Rail>` with a
// `transfer<Rail>Fee`, and the crypto network fee. Extra parameters are placed by the model's
// `placeExtraParams` (top level, or under `options.extraParams`).
import { type Caller, Money } from '@paydeck/accounts/api';
import * as v from 'valibot';
import type { ExternalRail } from '../model/external';
import { CurrencyCode, SubmitResultSchema } from './schemas';

/** The fee answer of every `transfer<Rail>Fee` (payments.md 3 "Payment meta": exchangeRate, toAmount, fee). */
export const ExternalFeeSchema = v.object({
  fee: Money,
  feeCurrencyCode: CurrencyCode,
  exchangeRate: v.optional(v.nullable(Money), null),
  toAmount: v.optional(v.nullable(Money), null),
});
export type ExternalFee = v.InferOutput<typeof ExternalFeeSchema>;

/** What an external submit answers: the submit result and the amounts booked. */
export const ExternalTransferResultSchema = v.object({
  ...SubmitResultSchema.entries,
  transferType: v.optional(v.string()),
  fromAmount: v.optional(Money),
  fromCurrencyCode: v.optional(CurrencyCode),
  toAmount: v.optional(Money),
  toCurrencyCode: v.optional(CurrencyCode),
  exchangeRate: v.optional(Money),
  field: v.optional(v.nullable(v.string()), null),
});
export type ExternalTransferResult = v.InferOutput<typeof ExternalTransferResultSchema>;

/** Extra parameters: top-level fields ride beside the payload; grouped ones under `options.extraParams`. */
export interface WithExtras {
  options?: { extraParams: Record<string, string> };
  [extra: string]: unknown;
}

interface Common {
  fromAccountId: number;
  /** In the from account's currency, at its scale, as a decimal string. */
  amount: string;
  description?: string;
  /** _(named here)_ To the person's own account elsewhere: an own-account withdrawal (payments.md 6). */
  toOwnAccount?: boolean;
}

export interface OctInput extends Common {
  /** A saved external card (`externalCardList`), or … */
  cardId?: number;
  /** … a typed card number (digits only), never both. */
  cardNumber?: string;
  cardHolderName?: string;
}

export interface BankBeneficiary {
  beneficiaryName: string;
  beneficiaryAddress?: string;
  beneficiaryCountryCode?: string;
  /** The currency the beneficiary receives (defaults to the from account's). */
  currencyCode?: string;
  bankName?: string;
  bankCode?: string;
  branchCode?: string;
  /** A usable payment template the beneficiary came from. */
  templateId?: number;
}

export interface WireInput extends Common, BankBeneficiary, WithExtras {
  /** IBAN (electronic format) or, where IBANs are not used, `accountNumber`: exactly one. */
  iban?: string;
  accountNumber?: string;
  swift: string;
  bankAddress?: string;
  bankCity?: string;
  bankZipCode?: string;
  bankCountryCode: string;
}

export interface EftInput extends Common, BankBeneficiary, WithExtras {
  countryCode: string;
  accountNumber: string;
}

export interface CryptoInput extends Common {
  address: string;
}

export const instantKeyTypes = ['taxId', 'email', 'phone', 'random', 'account'] as const;
export type InstantKeyType = (typeof instantKeyTypes)[number];

export interface InstantInput extends Common, WithExtras {
  countryCode: string;
  instantKey: string;
  instantKeyType: InstantKeyType;
  taxId?: string;
  /** From `instantBankList`; required when the key type is `account`. */
  bankCode?: string;
}

export interface InteracInput extends Common {
  beneficiaryName: string;
  /** E-mail or phone (E.164), exactly one. */
  email?: string;
  phone?: string;
}

export interface ExternalInputs {
  oct: OctInput;
  wire: WireInput;
  eft: EftInput;
  crypto: CryptoInput;
  instant: InstantInput;
  interac: InteracInput;
}

/** The submit method of each rail _(named here)_. */
export const submitMethodOf = {
  oct: 'transferOct',
  wire: 'transferWire',
  eft: 'transferEft',
  crypto: 'transferCryptoEft',
  instant: 'transferInstant',
  interac: 'transferInterac',
} as const satisfies Record<ExternalRail, string>;

/** The fee variant of each rail _(named here)_: the submit's name + `Fee`. */
export const feeMethodOf = {
  oct: 'transferOctFee',
  wire: 'transferWireFee',
  eft: 'transferEftFee',
  crypto: 'transferCryptoEftFee',
  instant: 'transferInstantFee',
  interac: 'transferInteracFee',
} as const satisfies Record<ExternalRail, string>;

export function submitExternal<R extends ExternalRail>(
  api: Caller,
  rail: R,
  input: ExternalInputs[R],
  idempotencyKey: string,
): Promise<ExternalTransferResult> {
  return api.call(submitMethodOf[rail], input as object, { schema: ExternalTransferResultSchema, idempotencyKey });
}

/** The payload of a fee variant: from the model's `externalFeeRequest` (never sent with holes). */
export interface ExternalFeeRequest {
  fromAccountId: number;
  amount: string;
  countryCode?: string;
  currencyCode?: string;
  /** _(named here)_ The transfer goes to the person's own account: an own-account withdrawal (payments.md 6). */
  toOwnAccount?: boolean;
}

export const fetchExternalFee = (
  api: Caller,
  rail: ExternalRail,
  payload: ExternalFeeRequest,
  signal?: AbortSignal,
): Promise<ExternalFee> => api.call(feeMethodOf[rail], payload, { schema: ExternalFeeSchema, signal });

/** `cryptoFee` _(named here)_: the network's fee of a crypto currency, charged on top of the bank's fee. */
export const fetchCryptoFee = (
  api: Caller,
  payload: { currencyCode: string },
  signal?: AbortSignal,
): Promise<ExternalFee> => api.call('cryptoFee', payload, { schema: ExternalFeeSchema, signal });
