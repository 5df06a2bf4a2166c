import { describe, expect, it } from 'vitest';
import { fakeCaller } from './fake-caller';
import { editPayment } from './global-pay';
import { fetchPaymentDetails } from './global-pay-recipient';

const details = {
  paymentId: 4,
  beneficiaryName: 'Ana',
  senderName: 'Northwind',
  amount: '12.50',
  currencyCode: 'GBP',
  feeIsBen: false,
};

describe('the recipient details: status defaults to error', () => {
  it.each([
    ['missing', {}, 'error'],
    ['null', { status: null }, 'error'],
    ['unknown', { status: 'lost' }, 'error'],
    ['paid', { status: 'paid' }, 'paid'],
    ['refused', { status: 'refused' }, 'refused'],
  ])('%s', async (_case, status, expected) => {
    const { api, calls } = fakeCaller({ responseCode: '00', paymentDetails: { ...details, ...status } });
    expect((await fetchPaymentDetails(api, 's'.repeat(43))).status).toBe(expected);
    expect(calls[0]?.payload).toEqual({ paymentSecret: 's'.repeat(43) });
  });
});

describe('a row edit is the method of its kind with batchId and paymentId', () => {
  const row = {
    paymentId: 2,
    paymentData: {},
    feeShare: 'sender',
    paymentMethods: [{ name: 'crypto', forbidden: true }],
  };
  it.each([
    [{ kind: 'remove' } as const, 'globalPayPaymentRemove', {}],
    [{ kind: 'restore' } as const, 'globalPayPaymentRestore', {}],
    [
      { kind: 'setFeeSide', feeShare: 'beneficiary' } as const,
      'globalPayPaymentSetFeeSide',
      { feeShare: 'beneficiary' },
    ],
    [{ kind: 'setAmount', amount: '5.00' } as const, 'globalPayPaymentSetAmount', { amount: '5.00' }],
    [
      { kind: 'setMethodForbidden', method: 'crypto', forbidden: true } as const,
      'globalPayPaymentSetMethodForbidden',
      { method: 'crypto', forbidden: true },
    ],
    [
      { kind: 'update', paymentData: { amount: '1.00' } } as const,
      'globalPayPaymentUpdate',
      { paymentData: { amount: '1.00' } },
    ],
  ])('%o', async (edit, method, extra) => {
    const { api, calls } = fakeCaller({ responseCode: '00', payment: row });
    const answer = await editPayment(api, 9, 2, edit);
    expect(calls).toEqual([{ method, payload: { batchId: 9, paymentId: 2, ...extra }, idempotencyKey: undefined }]);
    expect(answer.paymentMethods).toEqual([{ name: 'crypto', forbidden: true }]);
    expect(answer.problems).toEqual({});
  });
});
