import { type CalendarDate, parseDate } from '@internationalized/date';

/** `YYYY-MM-DD` text (a form's, the wire's) as the picker's date; '' or anything not a real day: none. */
export function isoToDate(text: string): CalendarDate | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  try {
    const date = parseDate(text);
    // parseDate clamps an impossible day (2026-02-31 becomes 2026-02-28); such text is no date.
    return date.toString() === text ? date : null;
  } catch {
    return null;
  }
}

/** The picker's date back as `YYYY-MM-DD` text; none: ''. */
export function dateToIso(date: { year: number; month: number; day: number } | null): string {
  if (!date) return '';
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}
