import { describe, expect, it } from 'vitest';
import type { PaymentData } from '../../model/mass-row';
import { rowEditFor } from './row-edit';

const data: PaymentData = {
  amount: '10.00',
  description: 'x',
  beneficiaryType: 'individual',
  beneficiaryName: 'Ana',
  beneficiaryEmail: 'ana@example.com',
  beneficiaryCountryCode: 'RO',
};
const row = { paymentData: data, feeShare: 'sender' as const };

describe('rowEditFor', () => {
  it.each([
    ['only the amount', { amount: '12.00' }, 'sender', { kind: 'setAmount', amount: '12.00' }],
    [
      'the e-mail',
      { beneficiaryEmail: 'b@example.com' },
      'sender',
      { kind: 'update', paymentData: { beneficiaryEmail: 'b@example.com' } },
    ],
    [
      'amount and name',
      { amount: '1.00', beneficiaryName: 'Bo' },
      'sender',
      { kind: 'update', paymentData: { amount: '1.00', beneficiaryName: 'Bo' } },
    ],
    ['the fee side', {}, 'beneficiary', { kind: 'fullUpdate', paymentData: data, feeShare: 'beneficiary' }],
  ] as const)('%s', (_case, change, feeShare, expected) => {
    expect(rowEditFor(row, { ...data, ...change }, feeShare)).toEqual(expected);
  });
});
