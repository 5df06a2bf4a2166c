import { describe, expect, it } from 'vitest';
import type { PaymentRow, RowEdit } from '../../api/global-pay';
import { predictRow } from './predict-row';

const row: PaymentRow = {
  paymentId: 1,
  paymentData: {
    amount: '10.00',
    description: '',
    beneficiaryType: 'individual',
    beneficiaryName: 'Ana',
    beneficiaryEmail: 'bad',
    beneficiaryCountryCode: 'RO',
  },
  feeShare: 'sender',
  paymentMethods: [
    { name: 'wire', forbidden: false },
    { name: 'crypto', forbidden: false },
  ],
  removed: false,
  status: 'draft',
  problems: { beneficiaryEmail: 'format' },
};

describe('predictRow', () => {
  it.each<[string, RowEdit, Partial<PaymentRow>]>([
    ['remove', { kind: 'remove' }, { removed: true }],
    ['fee side', { kind: 'setFeeSide', feeShare: 'beneficiary' }, { feeShare: 'beneficiary' }],
    [
      'forbid crypto',
      { kind: 'setMethodForbidden', method: 'crypto', forbidden: true },
      {
        paymentMethods: [
          { name: 'wire', forbidden: false },
          { name: 'crypto', forbidden: true },
        ],
      },
    ],
    ['fix the e-mail', { kind: 'update', paymentData: { beneficiaryEmail: 'ana@example.com' } }, { problems: {} }],
    [
      'a bad amount',
      { kind: 'setAmount', amount: '0' },
      { problems: { amount: 'format', beneficiaryEmail: 'format' } },
    ],
  ])('%s', (_case, edit, expected) => {
    expect(predictRow(row, edit)).toMatchObject(expected);
  });
});
