import { describe, expect, it, test } from 'vitest';
import { fakeCaller } from './fake-caller';
import { type BatchSubmitAnswer, batchApproval, editPayment } from './global-pay';
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

describe('a row edit is the method of its kind with batchId and paymentId (or list)', () => {
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

  it('forbidding a method names the payment in `list` (payments.md 7) and reads it from `payments`', async () => {
    const { api, calls } = fakeCaller({ responseCode: '00', payments: [row] });
    const answer = await editPayment(api, 9, 2, { kind: 'setMethodForbidden', method: 'crypto', forbidden: true });
    expect(calls).toEqual([
      {
        method: 'globalPayPaymentSetMethodForbidden',
        payload: { batchId: 9, list: [2], method: 'crypto', forbidden: true },
        idempotencyKey: undefined,
      },
    ]);
    expect(answer.paymentMethods).toEqual([{ name: 'crypto', forbidden: true }]);
  });
});

describe('batchApproval: the popup only for the submitter’s own second factor', () => {
  const answer = (extra: Partial<BatchSubmitAnswer>): BatchSubmitAnswer => ({
    batchId: 9,
    status: 'waiting',
    estimatedTotal: '52.00',
    transactionId: 700,
    responseDescription: '',
    operationId: 'op_1',
    approveType: 'sms',
    approvalSentTo: '+44 ••• 123',
    availableApprovalMethods: ['sms'],
    statusId: 41,
    ...extra,
  });
  test.each([
    ['submitted at once (mode none)', { status: 'submitted', operationId: null, approveType: 'none' }],
    ['a company request (an operation, approve type none)', { approveType: 'none', availableApprovalMethods: [] }],
    ['held without an operation', { operationId: null }],
  ] as const)('%s: no popup', (_case, extra) => {
    expect(batchApproval(answer(extra as Partial<BatchSubmitAnswer>))).toBeNull();
  });

  test.each(['sms', 'push', 'otp', 'approvalCode'] as const)('held for %s: the popup follows the booking', (mode) => {
    expect(batchApproval(answer({ approveType: mode, availableApprovalMethods: [mode] }))).toEqual({
      responseDescription: '',
      operationId: 'op_1',
      approveType: mode,
      approvalSentTo: '+44 ••• 123',
      availableApprovalMethods: [mode],
      transactionId: 700,
      statusId: 41,
      fee: '0',
      link: null,
    });
  });
});
