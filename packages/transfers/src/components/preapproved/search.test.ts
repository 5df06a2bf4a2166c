import {
  compareAmounts,
  hasPreapprovedFilters,
  parsePreapprovedSearch,
  preapprovedFilter,
  preapprovedHref,
} from './search';

describe('the preapproved filters read from the address', () => {
  test.each([
    ['nothing', {}, {}],
    [
      'every field',
      { email: 'pavel', min: '10', max: '99.50', type: 'p2p' },
      { email: 'pavel', min: '10', max: '99.50', type: 'p2p' },
    ],
    ['a comma is the decimal point', { min: '10,5' }, { min: '10.5' }],
    ['8 decimals (crypto scale) are kept', { max: '0.12345678' }, { max: '0.12345678' }],
    ['9 decimals are dropped', { max: '0.123456789' }, {}],
    ['a negative or worded amount is dropped', { min: '-5', max: 'ten' }, {}],
    ['a number from the router', { min: 25 }, { min: '25' }],
    ['largest below smallest: the largest is dropped', { min: '50', max: '9.99' }, { min: '50' }],
    ['equal amounts are one amount', { min: '25', max: '25.00' }, { min: '25', max: '25.00' }],
    ['an unknown type is dropped', { type: 'wire' }, {}],
    ['an e-mail part with a space is dropped', { email: 'a b' }, {}],
    ['the e-mail part is trimmed', { email: '  anna@  ' }, { email: 'anna@' }],
  ])('%s', (_case, raw, expected) => {
    expect(parsePreapprovedSearch(raw)).toEqual(expected);
  });
});

test.each([
  ['nothing', {}, {}],
  [
    'the wire names',
    { email: 'pavel', min: '10', max: '20', type: 'subscription' as const },
    { beneficiaryEmail: 'pavel', fromAmount: '10', toAmount: '20', type: 'subscription' },
  ],
])('the wire filter: %s', (_case, search, expected) => {
  expect(preapprovedFilter(search)).toEqual(expected);
});

test.each([
  [{}, '/transfer/preapproved-payments'],
  [{ type: 'p2p' as const, email: 'a@b.c' }, '/transfer/preapproved-payments?email=a%40b.c&type=p2p'],
])('the address of %j', (search, href) => {
  expect(preapprovedHref(search)).toBe(href);
});

test.each([
  ['9.99', '10', -1],
  ['10', '9.99', 1],
  ['010.5', '10.50', 0],
  ['12345678901234.00000001', '12345678901234', 1],
  ['0.1', '0.09999999', 1],
])('compareAmounts(%s, %s) has the sign of %i', (a, b, sign) => {
  expect(Math.sign(compareAmounts(a, b))).toBe(sign);
});

test('hasPreapprovedFilters', () => {
  expect(hasPreapprovedFilters({})).toBe(false);
  expect(hasPreapprovedFilters({ type: 'p2p' })).toBe(true);
});
