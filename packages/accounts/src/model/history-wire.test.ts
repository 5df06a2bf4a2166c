// The history's filter on the wire speaks the spec's names (payments.md 3 "History"): the address's
// fields, one by one, to the body transactionHistory receives.
import { fetchHistory, type HistoryFilter, withAllTransactions } from '../api/history';
import { historyFilter, type HistorySearch, parseHistorySearch } from './history-search';

/** The spec's history filter, and the two paging fields every list call carries. */
const specNames = [
  'accountId',
  'customerId',
  'keyword',
  'transactionType',
  'transactionDirection',
  'status',
  'fromDate',
  'toDate',
  'fromAmount',
  'toAmount',
  'email',
  'pageNumber',
  'pageSize',
];

const defaults = { transactionType: 0, transactionDirection: 'all', pageNumber: 1 };

/** The body fetchHistory sends for a filter (undefined fields are dropped by JSON, as on the wire). */
async function body(filter: HistoryFilter): Promise<Record<string, unknown>> {
  let sent: unknown;
  const caller = {
    call: async (_method: string, payload: unknown) => {
      sent = payload;
      return {};
    },
  } as unknown as Parameters<typeof fetchHistory>[0];
  await fetchHistory(caller, filter);
  return JSON.parse(JSON.stringify(sent));
}

describe('history filter → wire', () => {
  test.each<[string, HistorySearch, Record<string, unknown>]>([
    ['nothing set: all transactions (0), every direction, page 1', {}, {}],
    ['the account', { accountId: 12 }, { accountId: 12 }],
    ['a keyword', { keyword: 'rent' }, { keyword: 'rent' }],
    ['a type', { type: 10 }, { transactionType: 10 }],
    ['"All transactions" (0) is sent as 0', { type: 0 }, { transactionType: 0 }],
    ['incoming', { direction: 'incoming' }, { transactionDirection: 'incoming' }],
    ['outgoing', { direction: 'outgoing' }, { transactionDirection: 'outgoing' }],
    ['a status (processing)', { status: 41 }, { status: 41 }],
    ['a status (rejected)', { status: 26 }, { status: 26 }],
    ['the dates', { from: '2026-10-01', to: '2026-10-31' }, { fromDate: '2026-10-01', toDate: '2026-10-31' }],
    ['the amounts', { min: '5', max: '50.5' }, { fromAmount: '5', toAmount: '50.5' }],
    ['a counterparty e-mail', { email: 'marta@example.com' }, { email: 'marta@example.com' }],
    ['a page', { page: 3 }, { pageNumber: 3 }],
    ['the view is not a filter', { view: 'transactions' }, {}],
  ])('%s', async (_, search, wire) => {
    expect(await body(historyFilter(search))).toEqual({ ...defaults, pageSize: 20, ...wire });
  });

  test('every field of a full address lands on a spec name; none of the old names is sent', async () => {
    const search = parseHistorySearch({
      accountId: '7',
      keyword: 'x',
      type: '3',
      direction: 'outgoing',
      status: '26',
      from: '2026-01-01',
      to: '2026-02-01',
      min: '1',
      max: '2',
      email: 'a@b.cd',
      page: '2',
    });
    const sent = await body(historyFilter(search));
    expect(Object.keys(sent).sort()).toEqual(specNames.filter((name) => name !== 'customerId').sort());
    for (const old of ['transactionTypeId', 'direction', 'statusId', 'type', 'from', 'to', 'min', 'max', 'page']) {
      expect(sent).not.toHaveProperty(old);
    }
  });
});

describe('withAllTransactions: the filter’s types', () => {
  const bank = [
    { id: 1, code: 'betweenAccounts', name: 'Transfer between accounts' },
    { id: 2, code: 'p2p', name: 'Person to person' },
  ];
  test.each([
    ['the bank’s list', bank],
    ['a list that already has an id 0', [{ id: 0, code: 'all', name: 'Everything' }, ...bank]],
  ])('from %s: "All transactions" (id 0) once, first, in the interface language', (_case, types) => {
    expect(withAllTransactions(types, 'Все операции')).toEqual([{ id: 0, code: 'all', name: 'Все операции' }, ...bank]);
  });
});
