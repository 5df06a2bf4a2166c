import { exchangeRateFor, needsExchangeRate } from './exchange-rate';

describe('the exchange rate rule (payments.md 5)', () => {
  it.each([
    ['EUR', 'EUR', '1.08', '1', false],
    ['eur', 'EUR', '1.08', '1', false],
    [' usd', 'USD ', '1.08', '1', false],
    [undefined, 'USD', '1.08', '1', false],
    ['EUR', null, '1.08', '1', false],
    ['', 'USD', '1.08', '1', false],
    ['EUR', 'USD', '1.08', '1.08', true],
    ['eur', 'usd', '1.08', '1.08', true],
    ['EUR', 'USD', undefined, undefined, true],
    ['EUR', 'USD', null, undefined, true],
  ])('%s → %s with server rate %s is %s (asked: %s)', (from, to, server, rate, asked) => {
    expect(exchangeRateFor(from, to, server)).toBe(rate);
    expect(needsExchangeRate(from, to)).toBe(asked);
  });
});
