import { externalFeeRequest, externalLimitsRequest, externalMaxAmountRequest } from './external-preconditions';

const base = { amount: '100', fromAccountId: 7, currencyCode: 'EUR', countryCode: 'DE' };

describe('external fee (payments.md 5: skipped when inputs are missing)', () => {
  it.each([
    ['wire, complete', { rail: 'wire' }, { fromAccountId: 7, amount: '100', countryCode: 'DE', currencyCode: 'EUR' }],
    [
      'comma read as the point',
      { rail: 'eft', amount: '12,5' },
      { fromAccountId: 7, amount: '12.5', countryCode: 'DE', currencyCode: 'EUR' },
    ],
    ['zero amount', { rail: 'wire', amount: '0' }, null],
    ['empty amount', { rail: 'oct', amount: '' }, null],
    ['malformed amount', { rail: 'oct', amount: '1e3' }, null],
    ['no account', { rail: 'oct', fromAccountId: null }, null],
    ['wire without a country', { rail: 'wire', countryCode: '' }, null],
    ['instant with an unknown country', { rail: 'instant', countryCode: 'XX' }, null],
    [
      'oct needs no country',
      { rail: 'oct', countryCode: null },
      { fromAccountId: 7, amount: '100', currencyCode: 'EUR' },
    ],
    [
      'crypto needs no country',
      { rail: 'crypto', countryCode: '' },
      { fromAccountId: 7, amount: '100', currencyCode: 'EUR' },
    ],
  ] as const)('%s', (_, change, payload) => {
    expect(externalFeeRequest({ ...base, ...change } as Parameters<typeof externalFeeRequest>[0])).toEqual(payload);
  });
});

describe('external maximum amount and limits (country, account, currency, operation)', () => {
  it.each([
    ['complete', {}, true],
    ['lower-case country', { countryCode: 'de' }, true],
    ['no country', { countryCode: null }, false],
    ['no account', { fromAccountId: undefined }, false],
    ['no currency', { currencyCode: '' }, false],
  ])('%s', (_, change, asked) => {
    const input = { ...base, rail: 'crypto' as const, ...change };
    const max = externalMaxAmountRequest(input);
    const limits = externalLimitsRequest(input);
    expect(max !== null).toBe(asked);
    expect(limits !== null).toBe(asked);
    if (max && limits) {
      expect(max).toEqual({ operation: 'crypto_eft', fromAccountId: 7, countryCode: 'DE', currencyCode: 'EUR' });
      expect(limits).toEqual({ type: 'crypto_eft', countryCode: 'DE', fromAccountId: 7, currencyCode: 'EUR' });
    }
  });
});
