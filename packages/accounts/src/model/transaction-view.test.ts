import type { Transaction } from '../api/history';
import { transactionFromRows } from './transaction-view';

const row = (extra: Partial<Transaction>): Transaction => ({
  transactionId: 7,
  transactionDate: '2026-11-04',
  dateTime: '2026-11-04T14:22:00Z',
  typeId: 2,
  type: 'p2p',
  operationType: 'Person to person',
  statusId: 2,
  status: 'completed',
  direction: 'outgoing',
  accountId: 11,
  accountNumber: 'PD0000000011',
  amount: '100.00',
  currencyCode: 'EUR',
  fee: '0.20',
  description: 'Dinner',
  counterpartyName: 'Sofia Popescu',
  counterpartyEmail: 'sofia@example.com',
  reference: null,
  isDisabled: false,
  sentAmount: '100.00',
  sentCurrencyCode: 'EUR',
  toAmount: '108.00',
  toCurrencyCode: 'USD',
  exchangeRate: '1.08',
  counterpartyAccount: 'PD0000000042',
  counterpartyBank: null,
  approval: {
    operationId: 'op1',
    approveType: 'none',
    status: 'approved',
    initiatedBy: 'Anna',
    decidedBy: null,
    expiresAt: null,
  },
  feeTransactionId: 8,
  batchId: null,
  ...extra,
});

const incoming = row({
  direction: 'incoming',
  accountId: 42,
  accountNumber: 'PD0000000042',
  amount: '108.00',
  currencyCode: 'USD',
  fee: '0.00',
  counterpartyName: 'Anna Novak',
  counterpartyEmail: null,
  counterpartyAccount: 'PD0000000011',
  approval: null,
  feeTransactionId: null,
});

describe('transactionFromRows: one transaction from the rows its id found', () => {
  test('an outgoing transfer: what left with its fee, what arrived, whom it paid', () => {
    expect(transactionFromRows([row({})], 7)).toMatchObject({
      direction: 'outgoing',
      amount: '100.00',
      currencyCode: 'EUR',
      fee: '0.20',
      toAmount: '108.00',
      toCurrencyCode: 'USD',
      exchangeRate: '1.08',
      account: { accountId: 11, accountNumber: 'PD0000000011' },
      counterparty: { name: 'Sofia Popescu', email: 'sofia@example.com', account: 'PD0000000042', bank: null },
      approval: { operationId: 'op1' },
      feeTransactionId: 8,
    });
  });

  test('an incoming payment: who paid and what arrived; never the payer’s fee or approval', () => {
    const leaked = { ...incoming, fee: '0.20', approval: row({}).approval, feeTransactionId: 8 };
    expect(transactionFromRows([leaked], 7)).toMatchObject({
      direction: 'incoming',
      amount: '100.00',
      currencyCode: 'EUR',
      fee: '0',
      toAmount: '108.00',
      account: { accountNumber: 'PD0000000042' },
      counterparty: { name: 'Anna Novak', account: 'PD0000000011' },
      approval: null,
      feeTransactionId: null,
    });
  });

  test.each([
    ['outgoing row first', [row({}), incoming]],
    ['incoming row first', [incoming, row({})]],
  ])('between own accounts (%s): own, from the account it left, to the other', (_order, rows) => {
    expect(transactionFromRows(rows, 7)).toMatchObject({
      direction: 'own',
      account: { accountNumber: 'PD0000000011' },
      counterparty: { name: null, account: 'PD0000000042' },
      fee: '0.20',
    });
  });

  test('rows of other transactions (the keyword found them too) are not it; none is null', () => {
    expect(transactionFromRows([row({ transactionId: 70 })], 7)).toBeNull();
    expect(transactionFromRows([row({ transactionId: 70, amount: '1.00' }), row({})], 7)?.amount).toBe('100.00');
  });

  test('a row without the named-here fields reads as its own leg', () => {
    const bare = row({
      sentAmount: undefined,
      sentCurrencyCode: undefined,
      toAmount: undefined,
      toCurrencyCode: undefined,
      exchangeRate: undefined,
      counterpartyAccount: null,
      approval: null,
    });
    expect(transactionFromRows([bare], 7)).toMatchObject({
      amount: '100.00',
      currencyCode: 'EUR',
      toAmount: '100.00',
      toCurrencyCode: 'EUR',
      exchangeRate: '1',
      counterparty: { account: null },
    });
  });
});
