import {
  hasInvoiceFilters,
  invoiceListFilter,
  invoicesHref,
  listOf,
  parseInvoiceSearch,
  withFilters,
  withList,
  withPage,
} from './search';

describe('the invoice lists as URL state', () => {
  test.each([
    [{}, {}],
    [{ list: 'sent' }, { list: 'sent' }],
    [{ list: 'received' }, {}],
    [{ list: 'other' }, {}],
    [{ status: '0' }, { status: 0 }],
    [{ status: 0 }, { status: 0 }],
    [{ status: '3' }, { status: 3 }],
    [{ status: '4' }, {}],
    [{ status: '' }, {}],
    [{ status: 'paid' }, {}],
    [
      { from: '2026-11-01', to: '2026-11-20' },
      { from: '2026-11-01', to: '2026-11-20' },
    ],
    [{ from: '2026-11-20', to: '2026-11-01' }, { from: '2026-11-20' }],
    [{ from: '2026-02-30' }, {}],
    [{ from: '20261101' }, {}],
    [
      { min: '10', max: '99,50' },
      { min: '10', max: '99.50' },
    ],
    [{ min: '100', max: '99.99' }, { min: '100' }],
    [{ min: '-5' }, {}],
    [{ min: '1.123456789' }, {}],
    [{ email: ' pavel ' }, { email: 'pavel' }],
    [{ email: 'a b' }, {}],
    [{ page: '2' }, { page: 2 }],
    [{ page: '1' }, {}],
    [{ page: '0' }, {}],
    [{ page: '2.5' }, {}],
    [{ page: 'x' }, {}],
  ])('%j reads as %j', (raw, expected) => {
    expect(parseInvoiceSearch(raw)).toEqual(expected);
  });

  test.each([
    [{}, '/transfer/invoices'],
    [{ list: 'sent' as const, page: 3 }, '/transfer/invoices?list=sent&page=3'],
    [{ page: 2, email: 'pavel', status: 0 as const }, '/transfer/invoices?status=0&email=pavel&page=2'],
    [{ min: '5', from: '2026-11-01' }, '/transfer/invoices?from=2026-11-01&min=5'],
  ])('%j is the address %s', (search, href) => {
    expect(invoicesHref(search)).toBe(href);
  });

  test('a new filter starts at page 1 and keeps the list; another list starts clean', () => {
    const search = { list: 'sent' as const, status: 0 as const, page: 4 };
    expect(withFilters(search, { email: 'pav' })).toEqual({ list: 'sent', email: 'pav' });
    expect(withList('received')).toEqual({});
    expect(withPage(search, 5)).toEqual({ list: 'sent', status: 0, page: 5 });
    expect(withPage(search, 1)).toEqual({ list: 'sent', status: 0 });
    expect(listOf({})).toBe('received');
    expect(hasInvoiceFilters({ list: 'sent', page: 2 })).toBe(false);
    expect(hasInvoiceFilters({ min: '1' })).toBe(true);
  });

  test.each([
    [{}, { pageNumber: 1, pageSize: 20 }],
    [
      { page: 2, status: 0 as const },
      { pageNumber: 2, pageSize: 20, status: 0 },
    ],
    [{ email: 'anna' }, { pageNumber: 1, pageSize: 20, payeeEmail: 'anna' }],
    [
      { list: 'sent' as const, email: 'pavel' },
      { pageNumber: 1, pageSize: 20, payerEmail: 'pavel' },
    ],
    [
      { from: '2026-11-01', to: '2026-11-02', min: '1', max: '2' },
      { pageNumber: 1, pageSize: 20, fromDate: '2026-11-01', toDate: '2026-11-02', fromAmount: '1', toAmount: '2' },
    ],
  ])('%j asks the list with %j', (search, filter) => {
    expect(invoiceListFilter(search)).toEqual(filter);
  });
});
