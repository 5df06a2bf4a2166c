import { intlLocale } from './intlLocale.ts';
import { dateRegion } from './region.ts';

export type DateStyle = 'date' | 'dateTime' | 'monthYear';

/** Month names in words ("Nov 21, 2026"): where no regional order is known, a day-month swap cannot be misread. */
const inWords: Readonly<Record<DateStyle, Intl.DateTimeFormatOptions>> = {
  date: { dateStyle: 'medium' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  monthYear: { month: 'long', year: 'numeric' },
};

/** Numbers in the region's own order, where Intl knows it: "01/12/2026" (en-GB), "12/01/2026" (en-US). */
const numeric: Readonly<Record<DateStyle, Intl.DateTimeFormatOptions>> = {
  date: { day: '2-digit', month: '2-digit', year: 'numeric' },
  dateTime: { day: '2-digit', month: '2-digit', year: 'numeric', hour: 'numeric', minute: '2-digit' },
  monthYear: inWords.monthYear,
};

/**
 * The Intl tag dates are written with: the language qualified by the brand's region ("en" + "GB" → "en-GB",
 * "ua" + "GB" → "uk-GB"); the language alone without a region, and a tag that names its own region as it is.
 */
export function dateLocale(locale: string, region: string | undefined = dateRegion()): string {
  const tag = intlLocale(locale);
  if (!region || new Intl.Locale(tag).region) return tag;
  return `${tag}-${region}`;
}

/** Whether Intl has the language's own convention for that region (en-GB yes; ru-LT falls back to ru: no). */
const knowsRegion = (tag: string) => {
  const region = new Intl.Locale(tag).region;
  return (
    region !== undefined && new Intl.Locale(new Intl.DateTimeFormat(tag).resolvedOptions().locale).region === region
  );
};

const formats = new Map<string, Intl.DateTimeFormat>();

function toDate(value: Date | string | number): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  return date;
}

/**
 * A date (`Date`, ISO 8601 string or epoch milliseconds) the way of the language in the brand's region
 * (`dateLocale`): "01/12/2026" (en-GB), "01/12/2026, 13:05" with the time. In numbers only where Intl knows the
 * region's order for the language; else months in words: "Dec 1, 2026" (en), "1 дек. 2026 г." (ru, whatever the
 * region). "monthYear" is always in words: "December 2026". `timeZone` defaults to the browser's; tests and
 * documents pass a fixed one; `region` defaults to the brand's (`setDateRegion`).
 */
export function formatDate(
  value: Date | string | number,
  locale: string,
  style: DateStyle = 'date',
  { timeZone, region = dateRegion() }: { timeZone?: string; region?: string | undefined } = {},
): string {
  const tag = dateLocale(locale, region);
  const key = `${tag}|${style}|${timeZone ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    const options = (knowsRegion(tag) ? numeric : inWords)[style];
    format = new Intl.DateTimeFormat(tag, { ...options, ...(timeZone ? { timeZone } : {}) });
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
