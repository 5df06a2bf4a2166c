import { describe, expect, it } from 'vitest';
import { batchReview } from './batch-review';

const row = (amount: string, removed = false) => ({ paymentData: { amount }, removed });

describe("batchReview: a global pay batch's figures before it is submitted", () => {
  it.each([
    [
      'two payments, one fee each',
      [row('25.00'), row('10.50')],
      '37.50',
      '100.00',
      { count: 2, amounts: '35.50', fees: '2.00', covered: true },
    ],
    [
      'a removed row is not counted',
      [row('25.00'), row('99.99', true)],
      '26.00',
      '26.00',
      { count: 1, removed: 1, amounts: '25.00', fees: '1.00', covered: true },
    ],
    ['the payees pay the fees', [row('25')], '25.00', null, { amounts: '25.00', fees: '0.00', covered: null }],
    [
      'a decimal comma in the file',
      [row('12,5')],
      '13.50',
      '13.49',
      { amounts: '12.50', fees: '1.00', covered: false },
    ],
    [
      'exact to the cent: 0.10 + 0.20',
      [row('0.10'), row('0.20')],
      '2.30',
      '2.30',
      { amounts: '0.30', fees: '2.00', covered: true },
    ],
  ])('%s', (_case, payments, total, available, expected) => {
    expect(batchReview(payments, total, available)).toMatchObject({ total, ...expected });
  });
});
