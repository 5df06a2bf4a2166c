// @vitest-environment node
import { arrivesOtherwise, leavingOf, leavingTotals, rowsOf } from './request-review';

let nextId = 1;
const row = (total: string, fee: string, currencyCode = 'EUR', toAmount: string | null = total, to = currencyCode) => ({
  transactionId: nextId++,
  total,
  fee,
  currencyCode,
  toAmount,
  toCurrencyCode: to,
});

test.each([
  ['10.00', '0.20', '10.20'],
  ['0.1', '0.2', '0.30'],
  ['0.12345678', '0', '0.12345678'],
  ['2450.00', '', '2450.00'],
])('%s with a fee of %j leaves %s', (total, fee, leaving) => {
  expect(leavingOf({ total, fee })).toBe(leaving);
});

test.each([
  ['the same amount in the same currency', row('8.50', '0'), false],
  ['another currency', row('10.00', '0', 'EUR', '8.50', 'GBP'), true],
  ['another amount', row('10.00', '0', 'EUR', '9.99'), true],
  ['nothing known of what arrives', row('10.00', '0', 'EUR', null), false],
])('what arrives is shown for %s: %s', (_case, request, shown) => {
  expect(arrivesOtherwise(request)).toBe(shown);
});

test('totals per currency add amounts and fees exactly, in the order they first appear', () => {
  const rows = [row('0.10', '0.20'), row('2450.00', '0', 'GBP'), row('0.20', '0.20'), row('12.00', '0.06', 'GBP')];
  expect(leavingTotals(rows)).toEqual([
    { currencyCode: 'EUR', amount: '0.70' },
    { currencyCode: 'GBP', amount: '2462.06' },
  ]);
});

test('the rows decided are the ticked ones still listed, in the list order', () => {
  const rows = [{ transactionId: 3 }, { transactionId: 1 }, { transactionId: 2 }];
  expect(rowsOf(rows, new Set([2, 3, 9]))).toEqual([{ transactionId: 3 }, { transactionId: 2 }]);
});
