// Statement periods: calendar days, UTC, inclusive.
import { dayOf, isIsoDay } from '@paydeck/api-client/calendar';
import { IsoDate, PositiveInt, readFields } from './search-fields';

export interface Period {
  fromDate: string;
  toDate: string;
}

/** From the first of the month to today: the period a statement opens with. */
export function currentMonth(now: Date): Period {
  const today = dayOf(now);
  return { fromDate: today.set({ day: 1 }).toString(), toDate: today.toString() };
}

/** The month before `now`'s, whole. */
export function previousMonth(now: Date): Period {
  const firstOfMonth = dayOf(now).set({ day: 1 });
  return {
    fromDate: firstOfMonth.subtract({ months: 1 }).toString(),
    toDate: firstOfMonth.subtract({ days: 1 }).toString(),
  };
}

/** A period both of whose ends are real calendar days (not 2026-02-30), the end not before the start. */
export const isValidPeriod = (period: Period): boolean =>
  isIsoDay(period.fromDate) && isIsoDay(period.toDate) && period.fromDate <= period.toDate;

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
