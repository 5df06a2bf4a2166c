import { batchFilter, batchHref, batchScreenHref, parseBatchSearch } from './batch-search';
import { activeFilterCount, historyHref, parseHistorySearch, parseSheetSearch } from './history-search';
import { checkFilterForm } from './filter-form';

describe('history search params', () => {
  test.each([
    [{}, {}],
    [
      { type: 3, from: '2026-10-01', to: '2026-10-31', page: 2 },
      { type: 3, from: '2026-10-01', to: '2026-10-31', page: 2 },
    ],
    [
      { type: '3', page: '2', accountId: '11' },
      { type: 3, page: 2, accountId: 11 },
    ],
    [{ type: 0, direction: 'all', page: 1, view: 'transactions' }, {}],
    [
      { direction: 'outgoing', status: 26 },
      { direction: 'outgoing', status: 26 },
    ],
    [{ direction: 'sideways', status: -1, type: 'x', page: 0 }, {}],
    [{ from: '2026-13-45', to: 'yesterday' }, {}],
    [
      { min: 10, max: '20.50' },
      { min: '10', max: '20.50' },
    ],
    [{ min: '1e3', max: '-5' }, {}],
    [
      { keyword: 123, email: ' anna@example.com ' },
      { keyword: '123', email: 'anna@example.com' },
    ],
    [{ keyword: '   ' }, {}],
    [
      { view: 'debit-card', accountId: 5 },
      { view: 'debit-card', accountId: 5 },
    ],
    [{ unknown: 'x' }, {}],
    [
      { transactionId: '131', type: 3 },
      { transactionId: 131, type: 3 },
    ],
    [{ transactionId: 'abc' }, {}],
    [{ transactionId: -4 }, {}],
  ])('%j reads as %j', (raw, search) => {
    expect(parseHistorySearch(raw as Record<string, unknown>)).toEqual(search);
  });

  test.each([
    [{}, '/history'],
    [{ type: 3, page: 2 }, '/history?type=3&page=2'],
    [{ page: 2, keyword: 'Lidl & co', from: '2026-10-01' }, '/history?keyword=Lidl+%26+co&from=2026-10-01&page=2'],
    [{ type: 0, page: 1, direction: 'all' as const }, '/history'],
    [{ type: 3, page: 2, transactionId: 131 }, '/history?type=3&page=2&transactionId=131'],
  ])('%j links to %s', (search, href) => {
    expect(historyHref(search)).toBe(href);
  });

  test('a link reproduces the view: address → search → address', () => {
    const search = {
      view: 'authorizations',
      accountId: 12,
      keyword: 'Uber',
      type: 10,
      direction: 'outgoing',
      status: 2,
      from: '2026-09-01',
      to: '2026-09-30',
      min: '5',
      max: '50.5',
      email: 'x@ex.com',
      page: 3,
      transactionId: 131,
    } as const;
    const href = historyHref(search);
    const read = parseHistorySearch(Object.fromEntries(new URL(href, 'http://x').searchParams));
    expect(read).toEqual(search);
    expect(historyHref(read)).toBe(href);
  });

  test.each([
    [{ transactionId: 131 }, { transactionId: 131 }],
    [{ transactionId: '131', type: 3 }, { transactionId: 131 }],
    [{ transactionId: '0' }, {}],
    [{}, {}],
  ])("home's sheet: %j reads as %j", (raw, search) => {
    expect(parseSheetSearch(raw as Record<string, unknown>)).toEqual(search);
  });

  test('the count of filters set ignores the view, account, page and open transaction', () => {
    expect(activeFilterCount({ view: 'authorizations', accountId: 1, page: 2, transactionId: 5 })).toBe(0);
    expect(activeFilterCount({ type: 3, from: '2026-01-01', email: 'a@b.cd' })).toBe(3);
  });
});

describe('the filter form', () => {
  const empty = { keyword: '', from: '', to: '', min: '', max: '', email: '' };
  test.each([
    [{}, {}],
    [{ email: 'a@b.c' }, { email: 'emailInvalid' }],
    [{ email: 'anna@example.com' }, {}],
    [{ email: 'no-at-sign.com' }, { email: 'emailInvalid' }],
    [{ min: 'ten' }, { min: 'amountInvalid' }],
    [{ min: '10,5', max: '20' }, {}],
    [{ min: '30', max: '20' }, { max: 'amountRange' }],
    [{ min: '20', max: '20' }, {}],
    [{ max: '0.001' }, { max: 'amountInvalid' }],
    [{ from: '2026-10-02', to: '2026-10-01' }, { to: 'dateRange' }],
    [{ from: '2026-10-01', to: '2026-10-01' }, {}],
  ])('%j has problems %j', (values, problems) => {
    expect(checkFilterForm({ ...empty, ...values })).toEqual(problems);
  });
});

describe('batch transfers search params', () => {
  test.each([
    [{}, {}],
    [
      { search: ' payroll ', types: '3,2,99,x', page: '2' },
      { search: 'payroll', types: '2,3', page: 2 },
    ],
    [
      { types: [4, 4], from: '2026-01-01', to: 'nope', batch: 7 },
      { types: '4', from: '2026-01-01', batch: 7 },
    ],
    [{ types: 3 }, { types: '3' }],
    [{ page: 1, search: '' }, {}],
  ])('%j reads as %j', (raw, search) => expect(parseBatchSearch(raw as Record<string, unknown>)).toEqual(search));

  test('a link reproduces the view', () => {
    const href = batchHref({ search: 'Q3', types: '3,2', from: '2026-07-01', page: 2 });
    expect(href).toBe('/history/batch-transfers?search=Q3&types=2%2C3&from=2026-07-01&page=2');
    expect(parseBatchSearch(Object.fromEntries(new URL(href, 'http://x').searchParams))).toEqual({
      search: 'Q3',
      types: '2,3',
      from: '2026-07-01',
      page: 2,
    });
    expect(batchFilter({ types: '2' })).toEqual({
      search: undefined,
      types: [2],
      from: undefined,
      to: undefined,
      pageNumber: 1,
    });
  });
});

describe('where a batch opens', () => {
  test.each([
    [
      'a global pay batch: its batch screen',
      { typeId: 14, batchId: 7 },
      {},
      '/transfer/external/global-summary?batchId=7',
    ],
    [
      'a global pay batch, whatever the view',
      { typeId: 14, batchId: 7 },
      { page: 3 },
      '/transfer/external/global-summary?batchId=7',
    ],
    ['a p2p file: its file here', { typeId: 2, batchId: 7 }, {}, '/history/batch-transfers?batch=7'],
    [
      'a wire file: the view kept',
      { typeId: 3, batchId: 9 },
      { types: '3', page: 2 },
      '/history/batch-transfers?types=3&page=2&batch=9',
    ],
  ])('%s', (_case, batch, search, href) => {
    expect(batchScreenHref(batch, search)).toBe(href);
  });
});
