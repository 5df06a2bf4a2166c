import { isPositiveAmount, wireAmount } from './amount';
import { checkableEmail, limitsRequest, maxAmountRequest, ownFeeRequest, p2pFeeRequest } from './preconditions';

const eur = { accountId: 11, currencyCode: 'EUR' };
const usd = { accountId: 12, currencyCode: 'USD' };

describe('typed amounts', () => {
  it.each([
    ['10', '10', true],
    [' 10.50 ', '10.50', true],
    ['12,5', '12.5', true],
    ['0.00000001', '0.00000001', true],
    ['0', '0', false],
    ['0.00', '0.00', false],
    ['0.000000001', null, false],
    ['', null, false],
    ['-1', null, false],
    ['1e3', null, false],
    ['abc', null, false],
  ])('%j → %j (positive: %s)', (typed, wire, positive) => {
    expect(wireAmount(typed)).toBe(wire);
    expect(isPositiveAmount(typed)).toBe(positive);
  });
});

describe('own-account lookups are asked only with their inputs (payments.md 5)', () => {
  it.each([
    ['all present', { amount: '100', from: eur, to: usd }, { amount: '100', fromAccountId: 11, toAccountId: 12 }],
    ['zero amount is asked', { amount: '0', from: eur, to: usd }, { amount: '0', fromAccountId: 11, toAccountId: 12 }],
    ['no amount', { amount: '', from: eur, to: usd }, null],
    ['not a number', { amount: '1.2.3', from: eur, to: usd }, null],
    ['no target', { amount: '100', from: eur, to: null }, null],
    ['no source', { amount: '100', from: undefined, to: usd }, null],
  ])('fee: %s', (_, input, expected) => {
    expect(ownFeeRequest(input)).toEqual(expected);
  });

  it.each([
    ['both', eur, usd, true],
    ['no target', eur, null, false],
    ['no source', null, usd, false],
    ['neither', null, null, false],
  ])('maximum amount and limits: %s', (_, from, to, asked) => {
    const max = maxAmountRequest({ from, to });
    const limits = limitsRequest({ from, to });
    expect(max).toEqual(asked ? { operation: 'betweenAccounts', fromAccountId: 11, toAccountId: 12 } : null);
    expect(limits).toEqual(asked ? { type: 'betweenAccounts', currencyCode: 'EUR', fromAccountId: 11 } : null);
  });
});

describe('person to person', () => {
  it.each([
    ['pavel@demo.paydeck.test', 'pavel@demo.paydeck.test'],
    ['  pavel@demo.paydeck.test ', 'pavel@demo.paydeck.test'],
    ['', null],
    ['a@b.c', null], // five characters: too short
    ['pavel.demo.test', null],
    ['pavel@demotest', null],
    [null, null],
  ])('the payee check sends %j as %j (invalid never sent)', (email, sent) => {
    expect(checkableEmail(email)).toBe(sent);
  });

  it.each([
    ['valid', { amount: '5', fromAccountId: 11, toEmail: 'pavel@demo.paydeck.test' }, true],
    ['zero amount', { amount: '0', fromAccountId: 11, toEmail: 'pavel@demo.paydeck.test' }, false],
    ['empty amount', { amount: '', fromAccountId: 11, toEmail: 'pavel@demo.paydeck.test' }, false],
    ['no account', { amount: '5', fromAccountId: null, toEmail: 'pavel@demo.paydeck.test' }, false],
    ['invalid e-mail', { amount: '5', fromAccountId: 11, toEmail: 'pavel@x' }, false],
    ['empty e-mail', { amount: '5', fromAccountId: 11, toEmail: '' }, false],
  ])('fee: %s', (_, input, asked) => {
    const request = p2pFeeRequest(input);
    expect(request).toEqual(asked ? { amount: '5', fromAccountId: 11, toEmail: 'pavel@demo.paydeck.test' } : null);
  });
});
