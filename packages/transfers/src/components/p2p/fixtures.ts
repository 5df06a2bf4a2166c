// Sample data for the p2p stories and tests (no server), shaped as the api schemas parse answers.
import type { Account } from '@paydeck/accounts';
import type { Beneficiary, RecentTransfer } from '../../api/p2p';
import type { SubmitResult } from '../../api/schemas';

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

export const eurAccount: Account = {
  ...noCard,
  accountId: 11,
  accountNumber: 'PD0000000011',
  currencyCode: 'EUR',
  balance: '2841.17',
};
export const usdAccount: Account = {
  ...noCard,
  accountId: 12,
  accountNumber: 'PD0000000012',
  currencyCode: 'USD',
  balance: '1204.50',
};
export const btcAccount: Account = {
  ...noCard,
  accountId: 14,
  accountNumber: 'PD0000000014',
  currencyCode: 'BTC',
  balance: '0.01250000',
};
export const closedAccount: Account = {
  ...noCard,
  accountId: 15,
  accountNumber: 'PD0000000015',
  currencyCode: 'GBP',
  balance: '0.00',
  statusId: 11,
};
export const cardAccount: Account = {
  ...noCard,
  accountId: 20,
  accountNumber: 'PD0000000020',
  currencyCode: 'EUR',
  balance: '55.00',
  typeId: 4001,
};

export const p2pSampleAccounts: Account[] = [eurAccount, usdAccount, closedAccount, cardAccount];

export const sampleBeneficiaries: Beneficiary[] = [
  { email: 'pavel.push@demo.paydeck.test', name: 'Pavel Push', lastTransferAt: '2026-11-20T10:15:00.000Z' },
  { email: 'sofia.sms@demo.paydeck.test', name: 'Sofia Sms', lastTransferAt: '2026-11-02T08:00:00.000Z' },
];

export const sampleRecent: RecentTransfer[] = [
  {
    transactionId: 301,
    isDisabled: false,
    type: 'p2p',
    toEmail: 'pavel.push@demo.paydeck.test',
    toName: 'Pavel Push',
    amount: '25.00',
    currencyCode: 'EUR',
    createdAt: '2026-11-20T10:15:00.000Z',
  },
  {
    transactionId: 288,
    isDisabled: false,
    type: 'p2p',
    toEmail: 'sofia.sms@demo.paydeck.test',
    toName: 'Sofia Sms',
    amount: '120.50',
    currencyCode: 'USD',
    createdAt: '2026-11-02T08:00:00.000Z',
  },
];

/** A payment booked at once (approval none). */
export const booked: SubmitResult = {
  responseDescription: 'Transfer completed',
  operationId: 'op_1',
  approveType: 'none',
  approvalSentTo: null,
  availableApprovalMethods: [],
  transactionId: 301,
  statusId: 2,
  fee: '0.20',
  link: '/history?transactionId=301',
};
