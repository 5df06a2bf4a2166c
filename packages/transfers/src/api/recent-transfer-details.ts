// Repeating a transfer (payments.md 7 "recent transfer details"; WIRE.md "Person to person"): one of the
// customer's own outgoing transfers, as a new transfer of the same kind would send it, with the checks that
// say whether it can be sent again as it was. The forms prefill from `details`; nothing here sends money.
import { type Caller, Id, Instant, Money, Text } from '@paydeck/accounts/api';
import * as v from 'valibot';
import { CurrencyCode } from './schemas';

/**
 * `type` is the recent transfers' code: `betweenAccounts`, `p2p`, or an external rail's `transferType`
 * (`oct`, `wire`, `eft`, `crypto_eft`, `instant_payment`, `interac`).
 */
export const repeatableTypes = [
  'betweenAccounts',
  'p2p',
  'oct',
  'wire',
  'eft',
  'crypto_eft',
  'instant_payment',
  'interac',
] as const;
export type RepeatableType = (typeof repeatableTypes)[number];

/**
 * What the transfer sent. Every transfer: its id, when, the paying account, the amount (in the paying account's
 * currency) and what arrived, the reference the person typed (null when none). Own accounts: `toAccountId`.
 * Person to person: `toEmail`, `toName`. External rails: the beneficiary's fields named as the rail's submit
 * names them (WIRE.md "Submits"), the country (a wire's is the bank's), the template it named, and the extra
 * parameters' values by name (the form places them again by the country's current list).
 */
export const RecentTransferDetailsSchema = v.object({
  transactionId: Id,
  statusId: Id,
  createdAt: Instant,
  fromAccountId: Id,
  amount: Money,
  currencyCode: CurrencyCode,
  toAmount: Money,
  toCurrencyCode: CurrencyCode,
  description: Text,
  toAccountId: v.optional(v.nullable(Id), null),
  toEmail: Text,
  toName: Text,
  countryCode: Text,
  templateId: v.optional(v.nullable(Id), null),
  beneficiaryName: Text,
  beneficiaryAddress: Text,
  beneficiaryCountryCode: Text,
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
  /** oct: a saved card's id (a typed number is never kept; `maskedNumber` says which card it was). */
  cardId: v.optional(v.nullable(Id), null),
  maskedNumber: Text,
  /** crypto: the wallet address. */
  address: Text,
  instantKeyType: Text,
  instantKey: Text,
  email: Text,
  phone: Text,
  extraParams: v.optional(v.record(v.string(), v.string()), {}),
});
export type RecentTransferDetails = v.InferOutput<typeof RecentTransferDetailsSchema>;

export const RepeatableTransferSchema = v.object({
  type: v.picklist(repeatableTypes, 'must be a transfer type that can be repeated'),
  details: RecentTransferDetailsSchema,
  /** The payer's proof of address is still in date (a wire carries the payer's address). */
  isCustomerAddressDateValid: v.boolean(),
  /** The customer has something to do before money may leave (a limited account, KYC to finish). */
  hasRequirements: v.boolean(),
  /** The kept extra parameters still pass the rail's current list for the country. */
  isExtraParamsValid: v.boolean(),
  /** The payer's address today is the one the transfer was sent with. */
  isCustomerAddressMatchesActive: v.boolean(),
});
export type RepeatableTransfer = v.InferOutput<typeof RepeatableTransferSchema>;

const RecentTransferDetailsAnswer = v.object({ transaction: RepeatableTransferSchema });

/** One of the customer's own transfers to repeat; another customer's (or an unknown id) is `VF transactionId`. */
export const fetchRecentTransferDetails = async (
  api: Caller,
  transactionId: number,
  signal?: AbortSignal,
): Promise<RepeatableTransfer> =>
  (await api.call('recentTransferDetails', { transactionId }, { schema: RecentTransferDetailsAnswer, signal }))
    .transaction;
