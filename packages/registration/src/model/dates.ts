// Dates of the registration forms: YYYY-MM-DD text (the wire's dates), by the calendar of
// @paydeck/api-client/calendar. Pure.
import { isIsoDay, isoDayOf } from '@paydeck/api-client/calendar';

/** A real calendar date written YYYY-MM-DD (not 2001-02-29). */
export const isCalendarDate = isIsoDay;

/** Today as YYYY-MM-DD in UTC (the sandbox judges birthdays and registration dates by its UTC day). */
export const todayIso = () => isoDayOf(new Date());

/** A calendar date before today. */
export const isPastDate = (value: string, today = todayIso()) => isCalendarDate(value) && value < today;
