import type { Account } from '@paydeck/accounts';
import type { Invoice } from '../api/schemas';

const base = {
  payeeName: null,
  payerName: null,
  payeeEmail: null,
  payerEmail: null,
  payeeAccountId: null,
  payerAccountId: null,
  currencyCode: 'EUR',
  feePayment: '0.00',
  sentDate: '2026-11-20T09:15:00.000Z',
  updatedDate: '2026-11-20T09:15:00.000Z',
  noteBody: null,
  rejectNote: null,
  isFunding: 0,
  isSystem: 0,
  urlPdf: null,
} satisfies Partial<Invoice>;

/** What pavel received: anna's open one, one paid, a funding invoice of his own, one waiting for his approval. */
export const received: Invoice[] = [
  {
    ...base,
    id: 41,
    payeeName: 'Anna Novak',
    payeeEmail: 'anna.personal@demo.paydeck.test',
    payeeAccountId: 7,
    amount: '12.34',
    total: '12.34',
    dueDate: '2026-12-01',
    status: 'unpaid',
    statusId: 0,
    noteBody: 'Flat share, November',
  },
  {
    ...base,
    id: 38,
    payeeName: 'Cleo Weber',
    payeeEmail: 'cleo.cards@demo.paydeck.test',
    payeeAccountId: 9,
    amount: '45.00',
    total: '45.00',
    dueDate: '2026-11-10',
    status: 'unpaid',
    statusId: 0,
    noteBody: 'Bike repair',
  },
  {
    ...base,
    id: 35,
    payeeName: 'Account funding',
    payeeAccountId: 3,
    amount: '500.00',
    total: '500.00',
    dueDate: '2026-12-08',
    status: 'unpaid',
    statusId: 0,
    noteBody: 'Funding of account PD0000000003',
    isFunding: 1,
    isSystem: 1,
  },
  {
    ...base,
    id: 30,
    payeeName: 'Sofia Popescu',
    payeeEmail: 'sofia.sms@demo.paydeck.test',
    payeeAccountId: 5,
    amount: '18.00',
    total: '18.00',
    dueDate: '2026-11-30',
    status: 'paid',
    statusId: 1,
  },
];

/** What anna sent: awaiting payment, rejected with a note, paid. */
export const sent: Invoice[] = [
  {
    ...base,
    id: 41,
    payerName: 'Pavel Ivanov',
    payerEmail: 'pavel.push@demo.paydeck.test',
    amount: '12.34',
    total: '12.34',
    dueDate: '2026-12-01',
    status: 'awaitingPayment',
    statusId: 0,
    noteBody: 'Flat share, November',
  },
  {
    ...base,
    id: 27,
    payerName: 'Sofia Popescu',
    payerEmail: 'sofia.sms@demo.paydeck.test',
    amount: '32.40',
    total: '32.40',
    dueDate: '2026-11-05',
    status: 'rejected',
    statusId: 2,
    noteBody: 'Shared dinner',
    rejectNote: 'Paid you in cash',
  },
];

export const withPdf = (invoice: Invoice): Invoice => ({ ...invoice, urlPdf: '/api/files/sample-invoice.pdf' });

/** pavel's EUR payment account. */
export const eurAccount: Account = {
  accountId: 11,
  accountNumber: 'PD0000000011',
  customerId: 3,
  typeId: 1001,
  statusId: 2,
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
  currencyCode: 'EUR',
  balance: '2841.17',
};
