// Calendar days and ages by the Gregorian calendar (@internationalized/date), never by milliseconds or 365.25-day
// years. The wire's dates are `YYYY-MM-DD` days. "Today" is the day of a moment in a time zone: UTC unless one is
// named, because the sandbox judges dates by the UTC day of its clock and the browser's forms must agree with it.
// React-free, shared by the client's forms and the sandbox (its own entry: `@paydeck/api-client/calendar`).
import { type CalendarDate, fromDate, parseDate, toCalendarDate } from '@internationalized/date';

export type { CalendarDate };

/** The age from which a person may hold an account. */
export const ADULT_AGE = 18;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar day written `YYYY-MM-DD`, or null when it is not one ("2026-02-30", "2026-2-1", "+002026-01-01"). */
export function parseIsoDay(text: string): CalendarDate | null {
  if (!ISO_DAY.test(text)) return null;
  try {
    return parseDate(text);
  } catch {
    return null;
  }
}

/** Whether `text` is a real calendar day written `YYYY-MM-DD` (not 2026-02-29). */
export const isIsoDay = (text: string): boolean => parseIsoDay(text) !== null;

/** The calendar day of `moment` in `timeZone` (an IANA name, UTC by default). */
export const dayOf = (moment: Date, timeZone = 'UTC'): CalendarDate => toCalendarDate(fromDate(moment, timeZone));

/** `YYYY-MM-DD` of `moment` in `timeZone` (UTC by default): 2026-11-30T23:30Z is 2026-12-01 in Europe/Bucharest. */
export const isoDayOf = (moment: Date, timeZone = 'UTC'): string => dayOf(moment, timeZone).toString();

function toDay(day: string | CalendarDate, what: string): CalendarDate {
  if (typeof day !== 'string') return day;
  const parsed = parseIsoDay(day);
  if (!parsed) throw new RangeError(`${what} is not a YYYY-MM-DD calendar day: ${day}`);
  return parsed;
}

/**
 * Whole years from `birthDate` to `today` by the calendar: a year is complete on the birthday itself. A person born
 * on 29 February completes a year on 1 March when the year has no 29 February (born 2008-02-29: 17 on 2026-02-28,
 * 18 on 2026-03-01): the rule of the statutes that say it, and the one that never counts a year before it is whole.
 * Throws a RangeError when either is not a calendar day (validate typed dates first: `isIsoDay`).
 */
export function ageOn(birthDate: string, today: string | CalendarDate): number {
  const born = toDay(birthDate, 'The birth date');
  const on = toDay(today, 'Today');
  const birthdayPassed = on.month > born.month || (on.month === born.month && on.day >= born.day);
  return on.year - born.year - (birthdayPassed ? 0 : 1);
}

/** Whether a person born on `birthDate` is at least `age` (18) years old on `today`; false for a non-date. */
export function isAdultOn(birthDate: string, today: string | CalendarDate, age = ADULT_AGE): boolean {
  return isIsoDay(birthDate) && ageOn(birthDate, today) >= age;
}

/** Days from `from` to `to` (negative when `to` is earlier), both calendar days. */
export const daysBetween = (from: string | CalendarDate, to: string | CalendarDate): number =>
  toDay(to, 'The end').compare(toDay(from, 'The start'));
