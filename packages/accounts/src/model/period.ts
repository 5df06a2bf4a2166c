// Statement periods: calendar days, UTC, inclusive. (The address's search lives in statements-search.ts: the
// route reads it on the first paint, which must not carry the calendar library.)
import { dayOf, isIsoDay } from '@paydeck/api-client/calendar';

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
