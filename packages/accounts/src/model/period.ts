// Statement periods: calendar days, UTC, inclusive.
import { IsoDate, PositiveInt, readFields } from './search-fields';

export interface Period {
  fromDate: string;
  toDate: string;
}

const iso = (date: Date) => date.toISOString().slice(0, 10);

/** From the first of the month to today: the period a statement opens with. */
export function currentMonth(now: Date): Period {
  const today = iso(now);
  return { fromDate: `${today.slice(0, 8)}01`, toDate: today };
}

/** The month before `now`'s, whole. */
export function previousMonth(now: Date): Period {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
  return { fromDate: iso(start), toDate: iso(end) };
}

export const isIsoDate = (value: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** A period both of whose ends are dates, the end not before the start. */
export const isValidPeriod = (period: Period): boolean =>
  isIsoDate(period.fromDate) && isIsoDate(period.toDate) && period.fromDate <= period.toDate;

/** The statements view in the address (/statements?accountId=11&from=…&to=…). */
export interface StatementsSearch {
  accountId?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

const statementsFields = { accountId: PositiveInt, from: IsoDate, to: IsoDate };

export const parseStatementsSearch = (raw: Record<string, unknown>): StatementsSearch =>
  readFields(statementsFields, raw);

export function statementsHref(search: StatementsSearch): string {
  const params = new URLSearchParams();
  if (search.accountId !== undefined) params.set('accountId', String(search.accountId));
  if (search.from) params.set('from', search.from);
  if (search.to) params.set('to', search.to);
  const query = params.toString();
  return query ? `/statements?${query}` : '/statements';
}
