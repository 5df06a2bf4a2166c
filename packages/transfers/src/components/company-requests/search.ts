// The company requests' view in the address (`/transfer/requests?type=3&from=2026-11-01&creator=12&page=2`):
// a link reproduces the view. Every field is read on its own and a bad one is dropped, so a mangled link
// still opens. The page reads it (the route only passes the raw search on: no parser in the first paint).
import type { RequestFilter } from '../../api/company-requests';

export interface RequestsSearch {
  /** Transaction type id (the transaction types dictionary; 0 "All transactions" is the same as none). */
  type?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  /** The creator's user id (the business user list). */
  creator?: number | undefined;
  page?: number | undefined;
}

const order = ['type', 'from', 'to', 'creator', 'page'] as const;

/** A positive integer from a number or a string of digits (the router parses JSON-looking values). */
export function positiveInt(value: unknown): number | undefined {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : 0;
  return Number.isSafeInteger(number) && number >= 1 ? number : undefined;
}

/** A calendar date, YYYY-MM-DD, that exists (2026-02-30 does not). */
export function isoDate(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : undefined;
}

/** Reads the raw search: defaults and bad values become "not set"; dates the wrong way round are swapped out. */
export function parseRequestsSearch(raw: Record<string, unknown>): RequestsSearch {
  const from = isoDate(raw.from);
  const to = isoDate(raw.to);
  const page = positiveInt(raw.page);
  const search: RequestsSearch = {
    type: positiveInt(raw.type),
    from,
    // an end before the start matches nothing: the end is dropped rather than showing an empty list
    to: from !== undefined && to !== undefined && to < from ? undefined : to,
    creator: positiveInt(raw.creator),
    page: page === 1 ? undefined : page,
  };
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined));
}

export const REQUESTS_PATH = '/transfer/requests';

/** The address of a view: the path plus only the fields that are set, in a stable order. */
export function requestsHref(search: RequestsSearch): string {
  const clean = parseRequestsSearch(search as Record<string, unknown>);
  const params = new URLSearchParams();
  for (const key of order) {
    const value = clean[key];
    if (value !== undefined) params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `${REQUESTS_PATH}?${query}` : REQUESTS_PATH;
}

/** The wire filter of a view (businessTransactionRequestList; 50 a page). */
export function requestFilter(search: RequestsSearch): RequestFilter {
  const clean = parseRequestsSearch(search as Record<string, unknown>);
  return {
    page: clean.page ?? 1,
    ...(clean.type === undefined ? {} : { transactionType: clean.type }),
    ...(clean.from === undefined ? {} : { fromDate: clean.from }),
    ...(clean.to === undefined ? {} : { toDate: clean.to }),
    ...(clean.creator === undefined ? {} : { createdBy: clean.creator }),
  };
}

/** A new filter choice starts again at page 1. */
export const withFilters = (filters: Omit<RequestsSearch, 'page'>): RequestsSearch =>
  parseRequestsSearch({ ...filters, page: undefined } as Record<string, unknown>);

/** Whether any filter (not the page) is set: the empty state then says so and offers to clear them. */
export const hasFilters = (search: RequestsSearch): boolean =>
  ['type', 'from', 'to', 'creator'].some((key) => search[key as keyof RequestsSearch] !== undefined);
