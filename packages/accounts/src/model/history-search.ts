// The history view in the address (`/history?type=3&from=2026-10-01&page=2`): a link reproduces the
// view. Every field is read on its own and a bad one is dropped, so a mangled link still opens.
import type { HistoryFilter } from '../api/history';
import { ALL_TRANSACTIONS_ID, type Direction, directions } from './history-constants';
import { AmountText, IsoDate, OneOf, PositiveInt, readFields, Word, withoutUnset } from './search-fields';

export const historyViews = ['transactions', 'authorizations', 'debit-card'] as const;
export type HistoryView = (typeof historyViews)[number];

export interface HistorySearch {
  view?: HistoryView | undefined;
  accountId?: number | undefined;
  keyword?: string | undefined;
  /** Transaction type id; 0 (all transactions) is the same as none. */
  type?: number | undefined;
  direction?: Direction | undefined;
  status?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  min?: string | undefined;
  max?: string | undefined;
  email?: string | undefined;
  page?: number | undefined;
  /** The transaction whose details are open over the list (the sheet). */
  transactionId?: number | undefined;
}

/** The fields in the order they appear in an address. */
const order = [
  'view',
  'accountId',
  'keyword',
  'type',
  'direction',
  'status',
  'from',
  'to',
  'min',
  'max',
  'email',
  'page',
  'transactionId',
] as const;

const historyFields = {
  view: OneOf(historyViews),
  accountId: PositiveInt,
  keyword: Word(),
  type: PositiveInt,
  direction: OneOf(directions),
  status: PositiveInt,
  from: IsoDate,
  to: IsoDate,
  min: AmountText,
  max: AmountText,
  email: Word(254),
  page: PositiveInt,
  transactionId: PositiveInt,
};

/** Reads the search params (the route's validateSearch): defaults and bad values become "not set". */
export function parseHistorySearch(raw: Record<string, unknown>): HistorySearch {
  const search = readFields(historyFields, raw);
  return withoutUnset({
    ...search,
    view: search.view === 'transactions' ? undefined : search.view,
    type: search.type === ALL_TRANSACTIONS_ID ? undefined : search.type,
    direction: search.direction === 'all' ? undefined : search.direction,
    page: search.page === 1 ? undefined : search.page,
  });
}

/** The address of a history view: `/history` plus only the fields that are set. */
export function historyHref(search: HistorySearch): string {
  const clean = parseHistorySearch(search as Record<string, unknown>);
  const params = new URLSearchParams();
  for (const key of order) {
    const value = clean[key];
    if (value !== undefined) params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `/history?${query}` : '/history';
}

/** A screen with a transaction's details open over it (`/home?transactionId=131`). */
export interface SheetSearch {
  transactionId?: number | undefined;
}

/** Reads the sheet's field: the home route's validateSearch. */
export const parseSheetSearch = (raw: Record<string, unknown>): SheetSearch =>
  withoutUnset({ transactionId: PositiveInt(raw.transactionId) });

/**
 * The server's filter for the transactions view, by the spec's wire names (payments.md 3 "History"):
 * the address's short names (`type`, `direction`, `status`, `from`, `to`, `min`, `max`, `page`) stay
 * as they are, links keep working.
 */
export function historyFilter(search: HistorySearch): HistoryFilter {
  return {
    accountId: search.accountId,
    keyword: search.keyword,
    transactionType: search.type ?? ALL_TRANSACTIONS_ID,
    transactionDirection: search.direction ?? 'all',
    status: search.status,
    fromDate: search.from,
    toDate: search.to,
    fromAmount: search.min,
    toAmount: search.max,
    email: search.email,
    pageNumber: search.page ?? 1,
  };
}

/** The filter fields (the view, account and page are not part of the form). */
export type HistoryFilterFields = Pick<
  HistorySearch,
  'keyword' | 'type' | 'direction' | 'status' | 'from' | 'to' | 'min' | 'max' | 'email'
>;

/** How many filter fields are set (shown on the "Filters" toggle). */
export const activeFilterCount = (search: HistorySearch): number =>
  (['keyword', 'type', 'direction', 'status', 'from', 'to', 'min', 'max', 'email'] as const).filter(
    (key) => search[key] !== undefined,
  ).length;
