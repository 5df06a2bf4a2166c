import { hasFilters, parseRequestsSearch, requestFilter, requestsHref, withFilters } from './search';

describe('the requests view read from the address', () => {
  test.each([
    ['nothing set', {}, {}],
    [
      'every field',
      { type: '3', from: '2026-11-01', to: '2026-11-20', creator: '12', page: '2' },
      { type: 3, from: '2026-11-01', to: '2026-11-20', creator: 12, page: 2 },
    ],
    ['numbers as the router parses them', { type: 3, creator: 12, page: 4 }, { type: 3, creator: 12, page: 4 }],
    ['page 1 is the default', { page: '1' }, {}],
    ['type 0 ("All transactions") is none', { type: '0' }, {}],
    ['a negative or fractional id is dropped', { type: '-3', creator: '1.5' }, {}],
    ['a date that does not exist is dropped', { from: '2026-02-30', to: '2026-13-01' }, {}],
    ['a date in another shape is dropped', { from: '01/11/2026' }, {}],
    ['an end before the start is dropped', { from: '2026-11-20', to: '2026-11-01' }, { from: '2026-11-20' }],
    [
      'the same day both ends is one day',
      { from: '2026-11-20', to: '2026-11-20' },
      { from: '2026-11-20', to: '2026-11-20' },
    ],
    ['unknown fields are dropped', { sort: 'amount', type: '2' }, { type: 2 }],
  ])('%s', (_case, raw, expected) => {
    expect(parseRequestsSearch(raw)).toEqual(expected);
  });
});

describe('the wire filter of a view (50 a page)', () => {
  test.each([
    ['nothing set: page 1', {}, { page: 1 }],
    [
      'every filter with its wire name',
      { type: 3, from: '2026-11-01', to: '2026-11-20', creator: 12, page: 2 },
      { page: 2, transactionType: 3, fromDate: '2026-11-01', toDate: '2026-11-20', createdBy: 12 },
    ],
    ['the creator alone', { creator: 7 }, { page: 1, createdBy: 7 }],
  ])('%s', (_case, search, expected) => {
    expect(requestFilter(search)).toEqual(expected);
  });
});

describe('the address of a view', () => {
  test.each([
    ['no filters', {}, '/transfer/requests'],
    ['in a stable order', { page: 3, creator: 12, type: 3 }, '/transfer/requests?type=3&creator=12&page=3'],
    ['dates as written', { from: '2026-11-01', to: '2026-11-02' }, '/transfer/requests?from=2026-11-01&to=2026-11-02'],
    ['page 1 is left out', { type: 2, page: 1 }, '/transfer/requests?type=2'],
  ])('%s', (_case, search, href) => {
    expect(requestsHref(search)).toBe(href);
  });

  test('the address read back gives the same view', () => {
    const search = { type: 3, from: '2026-11-01', creator: 12, page: 2 };
    const params = Object.fromEntries(new URL(requestsHref(search), 'http://x').searchParams);
    expect(parseRequestsSearch(params)).toEqual(search);
  });
});

test('a new filter choice starts again at page 1', () => {
  expect(withFilters({ type: 3, page: 4 } as never)).toEqual({ type: 3 });
});

test.each([
  [{}, false],
  [{ page: 2 }, false],
  [{ creator: 12 }, true],
  [{ to: '2026-11-02' }, true],
])('hasFilters(%j) is %s', (search, expected) => {
  expect(hasFilters(search)).toBe(expected);
});
