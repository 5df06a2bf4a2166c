// Sample data for the own-accounts stories and tests (no server), shaped as the api schemas parse answers.
import type { Account } from '@paydeck/accounts';
import type { Limit, MaxAmount, OwnTransferResult } from '../../api/own-accounts';
import type { Fee } from '../../api/schemas';

const noCard = {
  customerId: 3,
  subType: null,
  cardIsVirtual: null,
  cardAliasName: null,
  cardExpiryMonth: null,
  cardExpiryYear: null,
  cardMaskedNumber: null,
  cardProductTypeId: null,
  cardReissuedStatusId: null,
  settlementAccountId: null,
  pendingAmount: '0.00',
  minimumBalance: '0.00',
  statusId: 2,
  typeId: 1001,
};

const eur: Account = {
  ...noCard,
  accountId: 11,
  accountNumber: 'PD0000000011',
  currencyCode: 'EUR',
  balance: '2841.17',
};
const usd: Account = {
  ...noCard,
  accountId: 12,
  accountNumber: 'PD0000000012',
  currencyCode: 'USD',
  balance: '1204.50',
};
const eurSavings: Account = {
  ...noCard,
  accountId: 13,
  accountNumber: 'PD0000000013',
  currencyCode: 'eur',
  typeId: 4002,
  balance: '310.00',
};
const card: Account = {
  ...noCard,
  accountId: 20,
  accountNumber: 'PD0000000020',
  currencyCode: 'EUR',
  typeId: 4001,
  balance: '55.00',
  cardIsVirtual: true,
  cardAliasName: 'Online shopping',
};
const closed: Account = {
  ...noCard,
  accountId: 15,
  accountNumber: 'PD0000000015',
  currencyCode: 'GBP',
  statusId: 11,
  balance: '0.00',
};

export const anna = {
  accounts: [eur, usd],
  threeAccounts: [eur, usd, eurSavings],
  onlyOne: [eur],
  withCardAndClosed: [eur, card, closed, usd],
};

export const lookups = {
  fee: { fee: '0.00', feeCurrencyCode: 'EUR' } satisfies Fee,
  max: { amount: '2841.17', type: 'balance' } satisfies MaxAmount,
  limits: [
    { period: 'day', limit: '25000.00', used: '1200.00', currencyCode: 'EUR' },
    { period: 'month', limit: '100000.00', used: '8300.50', currencyCode: 'EUR' },
  ] satisfies Limit[],
  rate: '1.08000000',
};

export const booked: OwnTransferResult = {
  responseDescription: 'Transfer completed',
  operationId: 'op_7f3a',
  approveType: 'none',
  approvalSentTo: null,
  availableApprovalMethods: [],
  transactionId: 131,
  statusId: 2,
  fee: '0.00',
  link: '/history?transactionId=131',
  fromAmount: '10.00',
  fromCurrencyCode: 'EUR',
  toAmount: '10.80',
  toCurrencyCode: 'USD',
  exchangeRate: '1.08000000',
  field: null,
  subscriptionId: null,
};

export const held: OwnTransferResult = {
  ...booked,
  responseDescription: 'Transfer waits for approval',
  approveType: 'sms',
  approvalSentTo: '+370 *** **12',
  statusId: 41,
};

export const created: OwnTransferResult = { ...booked, responseDescription: 'Transaction created', statusId: 41 };
