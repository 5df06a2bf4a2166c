import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cents } from './money.ts';

// The journeys compare balances to the cent with this: a wrong reading would pass or fail them for the wrong reason.
test('cents reads an amount the API writes, exactly', () => {
  const cases: [string, bigint][] = [
    ['4651.65', 465165n],
    ['0.10', 10n],
    ['12', 1200n],
    ['12.3', 1230n],
    ['-10.80', -1080n],
    ['0.50000000', 50n],
    ['1193.68000000', 119368n],
    ['90071992547409.93', 9007199254740993n], // beyond a float's exact integers
  ];
  for (const [amount, expected] of cases) assert.equal(cents(amount), expected, amount);
});

test('cents refuses what is not an amount in cents', () => {
  for (const amount of ['', '€12.00', '1,234.00', '0.123', '0.12345678', 'abc']) {
    assert.throws(() => cents(amount), /Not an amount in cents/, amount);
  }
});
