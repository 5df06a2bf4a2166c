// Sample data for the stories (no server): shaped exactly as the api schemas parse answers.
import type { Account, PaymentInstruction } from '../api/accounts';
import type { Announcement } from '../api/announcements';
import type {
  AuthorizationPage,
  BatchFile,
  BatchPage,
  HistoryPage,
  SampleLink,
  Transaction,
  TransactionType,
} from '../api/history';
import type { Agreement, MonthlyStatements, StatementTotals } from '../api/statements';

const card = {
  subType: null,
  cardIsVirtual: null,
  cardAliasName: null,
  cardExpiryMonth: null,
  cardExpiryYear: null,
  cardMaskedNumber: null,
  cardProductTypeId: null,
  cardReissuedStatusId: null,
  settlementAccountId: null,
};

export const sampleAccounts: Account[] = [
  {
    accountId: 11,
    accountNumber: 'PD0000000011',
    customerId: 3,
    currencyCode: 'EUR',
    typeId: 1001,
    statusId: 2,
    balance: '2841.17',
    pendingAmount: '41.30',
    minimumBalance: '0.00',
    ...card,
  },
  {
    accountId: 12,
    accountNumber: 'PD0000000012',
    customerId: 3,
    currencyCode: 'USD',
    typeId: 1001,
    statusId: 2,
    balance: '1204.50',
    pendingAmount: '0.00',
    minimumBalance: '100.00',
    ...card,
  },
  {
    accountId: 14,
    accountNumber: 'PD0000000014',
    customerId: 3,
    currencyCode: 'GBP',
    typeId: 4002,
    statusId: 2,
    balance: '0.00',
    pendingAmount: '0.00',
    minimumBalance: '0.00',
    ...card,
  },
];

export const sampleTypes: TransactionType[] = [
  { id: 0, code: 'all', name: 'All transactions' },
  { id: 1, code: 'betweenAccounts', name: 'Transfer between accounts' },
  { id: 2, code: 'p2p', name: 'Person to person' },
  { id: 3, code: 'wire', name: 'Wire transfer' },
  { id: 10, code: 'cardPurchase', name: 'Card purchase' },
  { id: 11, code: 'fee', name: 'Fees' },
  { id: 12, code: 'deposit', name: 'Deposit' },
];

const tx = (id: number, extra: Partial<Transaction>): Transaction => ({
  transactionId: id,
  transactionDate: '2026-11-18',
  dateTime: '2026-11-18T09:41:00Z',
  typeId: 2,
  type: 'p2p',
  operationType: 'Person to person',
  statusId: 2,
  status: 'completed',
  direction: 'outgoing',
  accountId: 11,
  accountNumber: 'PD0000000011',
  amount: '25.00',
  currencyCode: 'EUR',
  fee: '0.00',
  description: 'Payment to Marta Lopez',
  counterpartyName: 'Marta Lopez',
  counterpartyEmail: 'marta.lopez@example.com',
  reference: null,
  isDisabled: false,
  ...extra,
});

export const sampleTransactions: Transaction[] = [
  tx(131, {
    dateTime: '2026-11-21T08:12:00Z',
    typeId: 7,
    type: 'instant_payment',
    operationType: 'Instant payment',
    statusId: 41,
    status: 'processing',
    amount: '41.30',
    description: 'Instant payment to Chen Wei',
    counterpartyName: 'Chen Wei',
    counterpartyEmail: 'chen.wei@example.com',
  }),
  tx(129, {
    dateTime: '2026-11-20T15:02:00Z',
    typeId: 12,
    type: 'deposit',
    operationType: 'Deposit',
    direction: 'incoming',
    amount: '1850.00',
    description: 'Incoming wire from Acme Media GmbH',
    counterpartyName: 'Acme Media GmbH',
    counterpartyEmail: 'payroll@acme-media.example',
  }),
  tx(127, {
    dateTime: '2026-11-19T11:30:00Z',
    typeId: 3,
    type: 'wire',
    operationType: 'Wire transfer',
    amount: '420.00',
    description: 'Transfer to Streamly Networks',
    counterpartyName: 'Streamly Networks',
    counterpartyEmail: null,
  }),
  tx(126, {
    dateTime: '2026-11-19T11:30:00Z',
    typeId: 11,
    type: 'fee',
    operationType: 'Fees',
    amount: '3.50',
    description: 'Wire transfer fee',
    counterpartyName: null,
    counterpartyEmail: null,
  }),
  tx(120, {
    dateTime: '2026-11-17T18:45:00Z',
    typeId: 2,
    statusId: 26,
    status: 'rejected',
    amount: '180.00',
    description: 'Payment to Ioana Radu (rejected: limit exceeded)',
    counterpartyName: 'Ioana Radu',
    counterpartyEmail: 'ioana.radu@example.com',
  }),
  tx(118, {
    dateTime: '2026-11-16T07:55:00Z',
    typeId: 10,
    type: 'cardPurchase',
    operationType: 'Card purchase',
    accountId: 13,
    accountNumber: 'PD0000000013',
    amount: '12.99',
    description: 'Card payment Spotify',
    counterpartyName: 'Spotify',
    counterpartyEmail: null,
  }),
];

export const sampleHistory: HistoryPage = {
  transactions: { transaction: sampleTransactions },
  results: 76,
  pageNumber: 1,
  pageSize: 20,
  rejectedCount: 5,
  processingCount: 2,
  exportCsv: '/api/files/history-sample.signature',
};

export const emptyHistory: HistoryPage = {
  transactions: { transaction: [] },
  results: 0,
  pageNumber: 1,
  pageSize: 20,
  rejectedCount: 0,
  processingCount: 0,
  exportCsv: '/api/files/history-empty.signature',
};

export const sampleAuthorizations: AuthorizationPage = {
  authorizations: [
    {
      id: 118,
      dateTime: '2026-11-16T07:55:00Z',
      merchant: 'Spotify',
      description: 'Card payment Spotify',
      amount: '12.99',
      currencyCode: 'EUR',
      statusId: 2,
      status: 'completed',
      cardMaskedNumber: '535522******4417',
    },
    {
      id: 115,
      dateTime: '2026-11-14T19:20:00Z',
      merchant: 'Bolt Food',
      description: 'Card payment Bolt Food',
      amount: '23.40',
      currencyCode: 'EUR',
      statusId: 41,
      status: 'processing',
      cardMaskedNumber: '535522******4417',
    },
  ],
  results: 2,
  pageNumber: 1,
  pageSize: 10,
};

export const sampleAnnouncements: Announcement[] = [
  {
    id: 3,
    title: 'Updated fee schedule from January',
    body: 'From 1 January the monthly account fee changes.\n\nPlease read the new schedule and confirm that you accept it.',
    date: '2026-11-20T09:00:00.000Z',
    isRead: false,
    needsConfirmation: true,
    choice: null,
  },
  {
    id: 2,
    title: 'Instant payments now 24/7',
    body: 'Instant payments now run around the clock, weekends included.',
    date: '2026-11-12T09:00:00.000Z',
    isRead: false,
    needsConfirmation: false,
    choice: null,
  },
  {
    id: 1,
    title: 'New card designs',
    body: 'Our cards have a new look.',
    date: '2026-11-02T09:00:00.000Z',
    isRead: true,
    needsConfirmation: false,
    choice: null,
  },
];

export const sampleInstructions: PaymentInstruction[] = [
  {
    id: 11,
    accountId: 11,
    currencyCode: 'EUR',
    bankAccountNumber: 'LT677044000000000011',
    bankName: 'Paydeck Sandbox Bank UAB',
    swift: 'PDSBLT21',
    reference: 'PD0000000011',
    isViewed: false,
  },
  {
    id: 12,
    accountId: 12,
    currencyCode: 'USD',
    bankAccountNumber: 'LT407044000000000012',
    bankName: 'Paydeck Sandbox Bank UAB',
    swift: 'PDSBLT21',
    reference: 'PD0000000012',
    isViewed: true,
  },
];

export const sampleTotals: StatementTotals = {
  accountId: 11,
  currencyCode: 'EUR',
  fromDate: '2026-11-01',
  toDate: '2026-11-21',
  beginningBalance: '2310.52',
  totalDebit: '1319.35',
  totalCredit: '1850.00',
  endingBalance: '2841.17',
  processingCount: 1,
  rejectedCount: 1,
};

export const sampleMonthly: MonthlyStatements = {
  exports: ['2026-10', '2026-09', '2026-08'].map((month) => ({
    exportId: `export-${month}`,
    month,
    fromDate: `${month}-01`,
    toDate: `${month}-28`,
    fileName: `statement-PD0000000011-${month}.pdf`,
    url: `/api/files/sample-${month}`,
  })),
  results: 13,
  pageNumber: 1,
  pageSize: 12,
};

export const sampleAgreements: Agreement[] = [
  {
    id: 1,
    title: 'General Terms and Conditions',
    url: 'https://example.com/terms',
    acceptedAt: '2026-10-22T10:00:00.000Z',
  },
  { id: 2, title: 'Privacy Policy', url: 'https://example.com/privacy', acceptedAt: '2026-10-22T10:00:00.000Z' },
];

export const sampleBatches: BatchPage = {
  batches: [
    {
      batchId: 2,
      name: 'Freelancers, design sprint',
      fileName: 'freelancers-design-sprint.csv',
      typeId: 2,
      type: 'p2p',
      accountId: 11,
      accountNumber: 'PD0000000011',
      currencyCode: 'EUR',
      createdAt: '2026-11-09T10:00:00Z',
      rows: 4,
      totalAmount: '125.50',
      completedCount: 3,
      rejectedCount: 1,
      processingCount: 0,
      status: 'partiallyCompleted',
    },
    {
      batchId: 1,
      name: 'Affiliate payouts, Q3',
      fileName: 'affiliate-payouts-q3.csv',
      typeId: 3,
      type: 'wire',
      accountId: 11,
      accountNumber: 'PD0000000011',
      currencyCode: 'EUR',
      createdAt: '2026-10-12T10:00:00Z',
      rows: 3,
      totalAmount: '886.15',
      completedCount: 3,
      rejectedCount: 0,
      processingCount: 0,
      status: 'completed',
    },
  ],
  results: 2,
  pageNumber: 1,
  pageSize: 20,
};

export const sampleBatchFile: BatchFile = {
  batchId: 2,
  name: 'Freelancers, design sprint',
  fileName: 'freelancers-design-sprint.csv',
  typeId: 2,
  createdAt: '2026-11-09T10:00:00Z',
  url: '/api/files/sample-batch',
  rows: [
    {
      rowNumber: 1,
      beneficiaryName: 'Marta Lopez',
      beneficiaryEmail: 'marta.lopez@example.com',
      amount: '35.00',
      currencyCode: 'EUR',
      description: 'Logo sketches',
      transactionId: 140,
      statusId: 2,
      status: 'completed',
    },
    {
      rowNumber: 2,
      beneficiaryName: 'Jonas Weber',
      beneficiaryEmail: 'jonas.weber@example.com',
      amount: '28.50',
      currencyCode: 'EUR',
      description: 'Icon set',
      transactionId: 141,
      statusId: 2,
      status: 'completed',
    },
    {
      rowNumber: 3,
      beneficiaryName: 'Ioana Radu',
      beneficiaryEmail: 'ioana.radu@example.com',
      amount: '40.00',
      currencyCode: 'EUR',
      description: 'Copy review',
      transactionId: 142,
      statusId: 26,
      status: 'rejected',
    },
  ],
};

export const sampleSamples: SampleLink[] = ['p2p', 'wire', 'eft', 'oct', 'crypto', 'instant', 'interac', 'global'].map(
  (type) => ({
    type,
    fileName: `mass-${type}-sample.csv`,
    url: `/api/files/sample-${type}`,
  }),
);
