import { intlLocale } from './intlLocale.ts';

export type DateStyle = 'date' | 'dateTime' | 'monthYear';

/** Month names in words, never "03/04/2026": a day-month swap is impossible to misread. */
const styles: Readonly<Record<DateStyle, Intl.DateTimeFormatOptions>> = {
  date: { dateStyle: 'medium' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  monthYear: { month: 'long', year: 'numeric' },
};

const formats = new Map<string, Intl.DateTimeFormat>();

function toDate(value: Date | string | number): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  return date;
}

/**
 * A date (`Date`, ISO 8601 string or epoch milliseconds) the locale's way: "Nov 21, 2026" (en),
 * "21 нояб. 2026 г." (ru); "dateTime" adds the time, "monthYear" gives "November 2026".
 * `timeZone` defaults to the browser's; tests and documents pass a fixed one.
 */
export function formatDate(
  value: Date | string | number,
  locale: string,
  style: DateStyle = 'date',
  { timeZone }: { timeZone?: string } = {},
): string {
  const key = `${intlLocale(locale)}|${style}|${timeZone ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), { ...styles[style], ...(timeZone ? { timeZone } : {}) });
    formats.set(key, format);
  }
  return format.format(toDate(value));
}

/** A card's expiry as printed on cards, "MM/YY", the same in every locale: (3, 2027) -> "03/27". */
export function formatCardExpiry(month: number | string, year: number | string): string {
  const m = Number(month);
  const y = Number(year);
  if (!Number.isInteger(m) || m < 1 || m > 12) throw new RangeError(`Not a month: ${month}`);
  if (!Number.isInteger(y) || y < 0) throw new RangeError(`Not a year: ${year}`);
  return `${String(m).padStart(2, '0')}/${String(y % 100).padStart(2, '0')}`;
}
