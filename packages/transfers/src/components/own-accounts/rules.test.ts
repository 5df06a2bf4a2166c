import { anna } from './fixtures';
import {
  amountProblem,
  convertAmount,
  countProblem,
  currencyScale,
  emptyValues,
  endDateProblem,
  refusalsByField,
  remaining,
  transferAccounts,
  transferInput,
  typedAmount,
} from './rules';

describe('an amount at its currency scale, a comma read as the decimal point', () => {
  it.each([
    ['', 2, null, 'required'],
    ['  ', 2, null, 'required'],
    ['abc', 2, null, 'format'],
    ['1.2.3', 2, null, 'format'],
    ['-5', 2, null, 'format'],
    ['1e3', 2, null, 'format'],
    ['10.505', 2, null, 'scale'],
    ['10,505', 2, null, 'scale'],
    ['0.000000001', 8, null, 'scale'],
    ['0', 2, null, 'zero'],
    ['0,00', 2, null, 'zero'],
    ['10', 2, null, null],
    ['10,5', 2, null, null],
    [' 10.50 ', 2, null, null],
    ['0.00000001', 8, null, null],
    ['100.01', 2, '100.00', 'overMax'],
    ['100', 2, '100.00', null],
    ['100,00', 2, '100.00', null],
  ])('%j at scale %i (max %s) → %s', (typed, scale, max, problem) => {
    expect(amountProblem(typed, scale, max)).toBe(problem);
  });

  it.each([
    ['EUR', 2],
    ['usd', 2],
    ['BTC', 8],
    [' eth ', 8],
    ['USDT', 6],
    ['usdc', 2],
    [undefined, 2],
  ])('%s holds %i decimals', (code, scale) => {
    expect(currencyScale(code)).toBe(scale);
  });

  it.each([
    ['12,5', 'EUR', '12.5'],
    ['12.555', 'EUR', null],
    ['0.12345678', 'BTC', '0.12345678'],
    ['', 'EUR', null],
  ])('typed %j in %s is sent as %j', (typed, currency, wire) => {
    expect(typedAmount(typed, currency)).toBe(wire);
  });
});

describe('what the target receives: amount × rate at its scale, half up, exact', () => {
  it.each([
    ['10', '1', 2, '10.00'],
    ['10', '1.08000000', 2, '10.80'],
    ['10.01', '1.08000000', 2, '10.81'], // 10.8108
    ['0.05', '1.10000000', 2, '0.06'], // 0.055 rounds up
    ['100', '0.92592593', 2, '92.59'],
    ['1', '0.00001234', 8, '0.00001234'],
    ['0.1', '3', 0, '0'],
    ['0.5', '1', 0, '1'],
    ['123456789012.34', '1.08', 2, '133333332133.33'], // beyond a float's exact range: 133333332133.3272
  ])('%s × %s at %i → %s', (amount, rate, scale, received) => {
    expect(convertAmount(amount, rate, scale)).toBe(received);
  });
});

describe('the recurring fields', () => {
  const today = '2026-11-24';
  it.each([
    [{ recurring: false, end: 'date' as const, endDate: '' }, null],
    [{ recurring: true, end: 'never' as const, endDate: '' }, null],
    [{ recurring: true, end: 'date' as const, endDate: '' }, 'endDateRequired'],
    [{ recurring: true, end: 'date' as const, endDate: '2026-11-24' }, 'endDatePast'],
    [{ recurring: true, end: 'date' as const, endDate: '2026-01-01' }, 'endDatePast'],
    [{ recurring: true, end: 'date' as const, endDate: '2026-11-25' }, null],
  ])('end date %j → %s', (values, problem) => {
    expect(endDateProblem(values, today)).toBe(problem);
  });

  it.each([
    [{ recurring: true, end: 'count' as const, count: '' }, 'countRequired'],
    [{ recurring: true, end: 'count' as const, count: '2.5' }, 'countRequired'],
    [{ recurring: true, end: 'count' as const, count: '1' }, 'countTooSmall'],
    [{ recurring: true, end: 'count' as const, count: ' 12 ' }, null],
    [{ recurring: true, end: 'date' as const, count: '' }, null],
    [{ recurring: false, end: 'count' as const, count: '' }, null],
  ])('count %j → %s', (values, problem) => {
    expect(countProblem(values)).toBe(problem);
  });
});

describe('the payload of transferBetweenAccounts', () => {
  const base = { ...emptyValues, fromAccountId: 11, toAccountId: 12, amount: '10' };
  it.each([
    ['once, no reference', { reference: '  ' }, { fromAccount: 11, toAccount: 12, toAmount: '10.80' }],
    [
      'once, with a reference',
      { reference: ' Rent ' },
      { fromAccount: 11, toAccount: 12, toAmount: '10.80', reference: 'Rent' },
    ],
    [
      'monthly until cancelled',
      { recurring: true, end: 'never' as const, userCancel: true },
      {
        fromAccount: 11,
        toAccount: 12,
        toAmount: '10.80',
        subscriptionFrequency: 'monthly',
        subscriptionUserCancel: true,
      },
    ],
    [
      'weekly until a date (the count is not sent)',
      { recurring: true, frequency: 'weekly' as const, end: 'date' as const, endDate: '2027-01-31', count: '4' },
      {
        fromAccount: 11,
        toAccount: 12,
        toAmount: '10.80',
        subscriptionFrequency: 'weekly',
        subscriptionEndDate: '2027-01-31',
        subscriptionUserCancel: true,
      },
    ],
    [
      'quarterly four times, not cancellable (the date is not sent)',
      {
        recurring: true,
        frequency: 'quarterly' as const,
        end: 'count' as const,
        endDate: '2027-01-31',
        count: '4',
        userCancel: false,
      },
      {
        fromAccount: 11,
        toAccount: 12,
        toAmount: '10.80',
        subscriptionFrequency: 'quarterly',
        subscriptionTransactions: 4,
        subscriptionUserCancel: false,
      },
    ],
  ])('%s', (_, change, payload) => {
    expect(transferInput({ ...base, ...change }, '10.80')).toEqual(payload);
  });
});

describe('refusals at their fields', () => {
  it.each([
    [[{ param: 'toAmount', description: 'insufficient funds' }], { amount: 'insufficient funds' }, []],
    [
      [
        { param: 'fromAccount', description: 'is not active' },
        { param: 'toAccount', description: 'cannot receive money now' },
      ],
      { fromAccountId: 'is not active', toAccountId: 'cannot receive money now' },
      [],
    ],
    [
      [{ param: 'subscriptionTransactions', description: 'give an end date or a count, not both' }],
      { count: 'give an end date or a count, not both' },
      [],
    ],
    [[{ param: 'currencyCode', description: 'is not offered' }], {}, ['currencyCode: is not offered']],
    [
      [
        { param: 'toAmount', description: 'exceeds your limit' },
        { param: 'toAmount', description: 'second' },
      ],
      { amount: 'exceeds your limit' },
      ['toAmount: second'],
    ],
  ])('%j', (errors, fields, rest) => {
    expect(refusalsByField(errors)).toEqual({ fields, rest });
  });
});

it.each([
  [{ limit: '25000.00', used: '1200.50' }, '23799.50'],
  [{ limit: '100.00', used: '100.00' }, '0.00'],
  [{ limit: '100.00', used: '120.00' }, '0.00'],
])('limit %j leaves %s', (limit, left) => {
  expect(remaining(limit)).toBe(left);
});

it('only open currency accounts take part (cards and closed accounts do not)', () => {
  expect(transferAccounts(anna.withCardAndClosed).map((account) => account.currencyCode)).toEqual(['EUR', 'USD']);
});
