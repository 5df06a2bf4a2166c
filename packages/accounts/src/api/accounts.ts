// Accounts and balances (payments.md 3, 7): balance inquiry, currencies that can be added, add a
// currency account, crypto deposit address, payment instructions, default exchange rates.
import * as v from 'valibot';
import type { Caller } from './client';
import { Id, Money, Text } from './schemas';

const NullableNumber = v.optional(v.nullable(v.number()), null);

export const AccountSchema = v.object({
  accountId: Id,
  accountNumber: v.string(),
  customerId: v.optional(v.nullable(Id), null),
  currencyCode: v.string(),
  /** 1001 payment, 4001 prepaid card, 4002 receiving. */
  typeId: v.number(),
  /** 11 closed; for a card account, its card status. */
  statusId: v.number(),
  balance: Money,
  pendingAmount: Money,
  minimumBalance: Money,
  subType: Text,
  cardIsVirtual: v.optional(v.nullable(v.boolean()), null),
  cardAliasName: Text,
  cardExpiryMonth: NullableNumber,
  cardExpiryYear: NullableNumber,
  cardMaskedNumber: Text,
  cardProductTypeId: NullableNumber,
  cardReissuedStatusId: NullableNumber,
  settlementAccountId: NullableNumber,
});
export type Account = v.InferOutput<typeof AccountSchema>;

export const BalanceInquirySchema = v.object({ accounts: v.array(AccountSchema) });

export const fetchAccounts = async (api: Caller): Promise<Account[]> =>
  (await api.call('balanceInquiry', {}, { schema: BalanceInquirySchema })).accounts;

const AvailableCurrenciesSchema = v.object({
  currencies: v.array(v.object({ currencyCode: v.string(), name: v.string() })),
});
export type AvailableCurrency = v.InferOutput<typeof AvailableCurrenciesSchema>['currencies'][number];

export const fetchAvailableCurrencies = async (api: Caller, signal?: AbortSignal): Promise<AvailableCurrency[]> =>
  (await api.call('customerCurrencyAccountsAvailable', {}, { schema: AvailableCurrenciesSchema, signal })).currencies;

const AddedAccountSchema = v.object({ accountId: Id, accountNumber: v.string(), currencyCode: v.string() });
export type AddedAccount = v.InferOutput<typeof AddedAccountSchema>;

/** Opens a payment account in a currency: creates something, so it carries an idempotency key. */
export const addCurrency = (api: Caller, currencyCode: string, idempotencyKey: string): Promise<AddedAccount> =>
  api.call('addCurrency', { currencyCode }, { schema: AddedAccountSchema, idempotencyKey });

/** Crypto currencies a deposit address can be created for. */
export const walletCurrencies = ['BTC', 'ETH', 'USDT', 'USDC'] as const;
export type WalletCurrency = (typeof walletCurrencies)[number];

const WalletSchema = v.object({
  address: v.pipe(v.string(), v.minLength(20)),
  currencyCode: v.string(),
  accountId: Id,
});
export type Wallet = v.InferOutput<typeof WalletSchema>;

export const createWallet = (
  api: Caller,
  input: { currencyCode: WalletCurrency; accountId: number },
  idempotencyKey: string,
): Promise<Wallet> => api.call('createWallet', input, { schema: WalletSchema, idempotencyKey });

const PaymentInstructionSchema = v.object({
  id: Id,
  accountId: Id,
  currencyCode: v.string(),
  bankAccountNumber: v.string(),
  bankName: Text,
  swift: Text,
  reference: Text,
  isViewed: v.boolean(),
});
export type PaymentInstruction = v.InferOutput<typeof PaymentInstructionSchema>;

export const fetchPaymentInstructions = async (api: Caller, signal?: AbortSignal): Promise<PaymentInstruction[]> =>
  (
    await api.call(
      'paymentInstructionList',
      {},
      { schema: v.object({ instructions: v.array(PaymentInstructionSchema) }), signal },
    )
  ).instructions;

export const setInstructionViewed = (api: Caller, instruction: Pick<PaymentInstruction, 'id' | 'accountId'>) =>
  api.call(
    'paymentInstructionSetViewed',
    { instructionId: instruction.id, accountId: instruction.accountId },
    { schema: v.object({ responseCode: v.string() }) },
  );

const RateSchema = v.object({
  fromCurrencyCode: v.string(),
  toCurrencyCode: v.string(),
  rate: v.pipe(v.string(), v.regex(/^\d+(\.\d+)?$/)),
});
export type ExchangeRate = v.InferOutput<typeof RateSchema>;

export const fetchDefaultRates = async (api: Caller, signal?: AbortSignal): Promise<ExchangeRate[]> =>
  (await api.call('defaultExchangeRates', {}, { schema: v.object({ rates: v.array(RateSchema) }), signal })).rates;
