import type { RequestList } from '../../api/company-requests';
import type { Creator } from './RequestsFilters';

export const types = [
  { id: 0, name: 'All transactions' },
  { id: 3, name: 'Transfer between accounts' },
  { id: 5, name: 'Person to person' },
];

export const creators: Creator[] = [
  { userId: 41, name: 'Erin Walsh' },
  { userId: 40, name: 'Boris Petrov' },
];

interface Payee {
  payeeName: string | null;
  payeeEmail?: string | null;
  payeeAccount: string | null;
  payeeBank?: string | null;
  fee?: string;
  toAmount?: string;
  toCurrencyCode?: string;
}

const request = (
  transactionId: number,
  total: string,
  currencyCode: string,
  description: string,
  day: number,
  payee: Payee,
) => ({
  transactionId,
  created: `2026-11-${String(day).padStart(2, '0')}T10:15:00Z`,
  total,
  currencyCode,
  transactionType: 3,
  createdBy: 41,
  createdByName: 'Erin Walsh',
  description,
  payeeEmail: null,
  payeeBank: null,
  fromAccountNumber: 'GB29 NWBK 6016 1331 9268 19',
  fee: '0.00',
  toAmount: total,
  toCurrencyCode: currencyCode,
  reference: null,
  ...payee,
});

export const waiting: RequestList = {
  transactionRequestList: {
    items: [
      request(131, '1.70', 'EUR', 'Office supplies', 23, {
        payeeName: 'Anna Novak',
        payeeEmail: 'anna.personal@demo.paydeck.test',
        payeeAccount: 'DE-1001-0007',
        fee: '0.20',
      }),
      request(130, '2450.00', 'GBP', 'Studio rent, December', 21, {
        payeeName: 'Hans Müller',
        payeeAccount: 'DE89 3704 0044 0532 0130 00',
        payeeBank: 'Deutsche Bank (DEUTDEFF)',
        fee: '12.25',
        toAmount: '2846.90',
        toCurrencyCode: 'EUR',
      }),
      request(127, '0.12345678', 'BTC', '', 20, { payeeName: null, payeeAccount: null }),
    ],
    total: 3,
  },
  massTransactionRequestList: { items: [], total: 0 },
};

export const manyPages: RequestList = {
  ...waiting,
  transactionRequestList: { items: waiting.transactionRequestList.items, total: 120 },
};

export const none: RequestList = {
  transactionRequestList: { items: [], total: 0 },
  massTransactionRequestList: { items: [], total: 0 },
};

export const withBatch: RequestList = {
  ...waiting,
  massTransactionRequestList: {
    items: [
      { batchId: 12, created: '2026-11-22T09:00:00Z', total: '18400.00', currencyCode: 'EUR', createdBy: 41, rows: 23 },
    ],
    total: 1,
  },
};
