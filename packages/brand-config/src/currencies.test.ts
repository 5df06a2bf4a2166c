// @vitest-environment node
import { expect, test } from 'vitest';
import { currencyScale, MONEY_SCALE } from './currencies.ts';

test.each([
  ['EUR', 2],
  ['usd', 2],
  ['RON', 2],
  ['BTC', 8],
  [' btc ', 8],
  ['ETH', 8],
  ['USDT', 6],
  ['XYZ', 2],
])('currencyScale(%j) is %i', (code, scale) => {
  expect(currencyScale(code)).toBe(scale);
});

test('every scale lies within payments.md 9 (2 to 8 decimals)', () => {
  for (const code of ['EUR', 'BTC', 'ETH', 'USDT']) {
    expect(currencyScale(code)).toBeGreaterThanOrEqual(MONEY_SCALE.min);
    expect(currencyScale(code)).toBeLessThanOrEqual(MONEY_SCALE.max);
  }
});
