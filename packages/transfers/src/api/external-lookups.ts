// The lookups of the external transfer form (payments.md 3, 5, 7; WIRE.md "External transfers"): the
// transfer types of a country, banks and EFT branches, extra parameters, the SWIFT and IBAN dictionaries,
// the instant key and its banks, and the external maximum amount and limits. Names _(named here)_ in WIRE.md.
import { type Caller, Text } from '@paydeck/accounts/api';
import * as v from 'valibot';
import type { externalLimitsRequest, externalMaxAmountRequest } from '../model/external-preconditions';
import { type Limit, LimitSchema, type MaxAmount, MaxAmountSchema } from './own-accounts';

type Payload<F extends (...args: never[]) => unknown> = NonNullable<ReturnType<F>>;

/** A transfer method option (payments.md 3): its `transferType` (oct, wire, eft, crypto_eft, …). */
export const TransferOptionSchema = v.object({ transferType: v.string() });
const CountryTransfersAnswer = v.object({ options: v.array(TransferOptionSchema) });

/** availableTransfersToCountry: the transfer types the bank offers to a country (unknown types kept as sent). */
export const fetchCountryTransferTypes = async (
  api: Caller,
  countryCode: string,
  signal?: AbortSignal,
): Promise<string[]> =>
  (
    await api.call('availableTransfersToCountry', { countryCode }, { schema: CountryTransfersAnswer, signal })
  ).options.map((option) => option.transferType);

export const BankSchema = v.object({ bankCode: v.string(), bankName: v.string() });
export type Bank = v.InferOutput<typeof BankSchema>;
const BanksAnswer = v.object({ banks: v.array(BankSchema) });

/** bankList: the banks of a country an EFT can reach (their bank codes). */
export const fetchBanks = async (api: Caller, countryCode: string, signal?: AbortSignal): Promise<Bank[]> =>
  (await api.call('bankList', { countryCode }, { schema: BanksAnswer, signal })).banks;

/** instantBankList: the banks of a country's instant payment scheme. */
export const fetchInstantBanks = async (api: Caller, countryCode: string, signal?: AbortSignal): Promise<Bank[]> =>
  (await api.call('instantBankList', { countryCode }, { schema: BanksAnswer, signal })).banks;

export const ChoiceSchema = v.object({ value: v.string(), label: v.string() });
export type Choice = v.InferOutput<typeof ChoiceSchema>;

/** One extra parameter a rail needs for a country (a field the form adds). */
export const ExtraParamSchema = v.object({
  name: v.pipe(v.string(), v.regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'must be a field name')),
  label: v.string(),
  required: v.optional(v.boolean(), false),
  /** A regular expression (source) the value must match, or null. */
  pattern: v.optional(v.nullable(v.string()), null),
  maxLength: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))), null),
  /** Fixed choices; `optionsFrom: "eftBranchOptions"` means ask the branch options call with this name. */
  values: v.optional(v.array(ChoiceSchema), []),
  optionsFrom: v.optional(v.nullable(v.literal('eftBranchOptions')), null),
});
export type ExtraParam = v.InferOutput<typeof ExtraParamSchema>;

export const ExtraParamsAnswerSchema = v.object({
  extraParams: v.optional(v.array(ExtraParamSchema), []),
  options: v.optional(v.object({ extraParams: v.optional(v.array(ExtraParamSchema), []) }), { extraParams: [] }),
});
export type ExtraParamsAnswer = v.InferOutput<typeof ExtraParamsAnswerSchema>;

/** transferExtraParams: the extra fields of a rail for a country (some grouped under `options.extraParams`). */
export const fetchExtraParams = (
  api: Caller,
  payload: { transferType: string; countryCode: string; currencyCode?: string },
  signal?: AbortSignal,
): Promise<ExtraParamsAnswer> => api.call('transferExtraParams', payload, { schema: ExtraParamsAnswerSchema, signal });

/** eftBranchOptions: the choices of an extra parameter that depends on the bank (the branches of a bank). */
export const fetchBranchOptions = async (
  api: Caller,
  payload: { paramName: string; countryCode: string; bankCode: string },
  signal?: AbortSignal,
): Promise<Choice[]> =>
  (await api.call('eftBranchOptions', payload, { schema: v.object({ options: v.array(ChoiceSchema) }), signal }))
    .options;

/** Bank lookup by SWIFT (payments.md 3): address, city, zipCode, countryIsoCode, bankName, code. */
export const SwiftBankSchema = v.object({
  address: Text,
  city: Text,
  zipCode: Text,
  countryIsoCode: Text,
  bankName: v.string(),
  code: v.string(),
});
export type SwiftBank = v.InferOutput<typeof SwiftBankSchema>;

/** swiftDictionary: the bank of a BIC/SWIFT code, or null when the dictionary does not know it. */
export const lookupSwift = async (api: Caller, swift: string, signal?: AbortSignal): Promise<SwiftBank | null> =>
  (await api.call('swiftDictionary', { swift }, { schema: v.object({ bank: v.nullable(SwiftBankSchema) }), signal }))
    .bank;

/** Bank lookup by IBAN (payments.md 3): address, branch, city, zipCode, countryIsoCode, country, bankName, SWIFT. */
export const IbanBankSchema = v.object({
  address: Text,
  branch: Text,
  city: Text,
  zipCode: Text,
  countryIsoCode: Text,
  country: Text,
  bankName: v.string(),
  SWIFT: Text,
});
export type IbanBank = v.InferOutput<typeof IbanBankSchema>;

/** ibanDictionary: the bank of an IBAN (sent only once its checksum passes), or null when unknown. */
export const lookupIban = async (api: Caller, iban: string, signal?: AbortSignal): Promise<IbanBank | null> =>
  (await api.call('ibanDictionary', { iban }, { schema: v.object({ bank: v.nullable(IbanBankSchema) }), signal })).bank;

/** Instant details (payments.md 3 "instantInfo"): who holds an instant key. */
export const InstantInfoSchema = v.object({
  name: v.string(),
  bankName: Text,
  bankCode: Text,
  /** The holder's tax id, masked ("***.456.789-**"). */
  taxIdMasked: Text,
});
export type InstantInfo = v.InferOutput<typeof InstantInfoSchema>;

/** instantKeyInfo: the holder of an instant key (an unknown key is `VF instantKey: is not registered`). */
export const fetchInstantKeyInfo = async (
  api: Caller,
  payload: { taxId?: string; instantKey: string; instantKeyType: string },
  signal?: AbortSignal,
): Promise<InstantInfo> =>
  (await api.call('instantKeyInfo', payload, { schema: v.object({ instantInfo: InstantInfoSchema }), signal }))
    .instantInfo;

/** transferMaxAmount for an external rail: `operation` is the transfer type, with country and currency. */
export const fetchExternalMaxAmount = (
  api: Caller,
  payload: Payload<typeof externalMaxAmountRequest>,
  signal?: AbortSignal,
): Promise<MaxAmount> => api.call('transferMaxAmount', payload, { schema: MaxAmountSchema, signal });

/** customerLimits for an external rail (type, countryCode, fromAccountId, currencyCode). */
export const fetchExternalLimits = async (
  api: Caller,
  payload: Payload<typeof externalLimitsRequest>,
  signal?: AbortSignal,
): Promise<Limit[]> =>
  (await api.call('customerLimits', payload, { schema: v.object({ limits: v.array(LimitSchema) }), signal })).limits;
