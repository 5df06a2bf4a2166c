// Dates of the registration forms: YYYY-MM-DD text (the wire's dates). Pure.

/** A real calendar date written YYYY-MM-DD (not 2001-02-29). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Today as YYYY-MM-DD in UTC (birthdays and registration dates compare by calendar day). */
export const todayIso = () => new Date().toISOString().slice(0, 10);

/** A calendar date before today. */
export const isPastDate = (value: string, today = todayIso()) => isCalendarDate(value) && value < today;
