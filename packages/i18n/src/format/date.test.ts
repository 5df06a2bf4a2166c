import { dateLocale, formatCardExpiry, formatDate, type DateStyle } from './date.ts';
import { setDateRegion } from './region.ts';

const utc = { timeZone: 'UTC' };
// ICU versions differ in the space before AM/PM (U+0020 or U+202F): spacing is not what these tests check.
const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const instant = '2026-11-21T13:05:00Z';

test.each<[string, DateStyle, string]>([
  ['en', 'date', 'Nov 21, 2026'],
  ['en', 'dateTime', 'Nov 21, 2026, 1:05 PM'],
  ['en', 'monthYear', 'November 2026'],
  ['es', 'date', '21 nov 2026'],
  ['es', 'monthYear', 'noviembre de 2026'],
  ['ro', 'date', '21 nov. 2026'],
  ['ru', 'date', '21 нояб. 2026 г.'],
  ['ru', 'dateTime', '21 нояб. 2026 г., 13:05'],
  ['ru', 'monthYear', 'ноябрь 2026 г.'],
  ['ua', 'date', '21 лист. 2026 р.'],
  ['ua', 'monthYear', 'листопад 2026 р.'],
  ['pt', 'date', '21 de nov. de 2026'],
  ['pt', 'dateTime', '21 de nov. de 2026, 13:05'],
])('%s %s', (locale, style, expected) => {
  expect(spaces(formatDate(instant, locale, style, utc))).toBe(expected);
});

test.each<[Date | string | number, string]>([
  [new Date(Date.UTC(2026, 0, 2)), 'Jan 2, 2026'],
  ['2026-01-02', 'Jan 2, 2026'],
  [Date.UTC(2026, 0, 2), 'Jan 2, 2026'],
  ['2026-01-01T23:30:00-05:00', 'Jan 2, 2026'],
])('accepts %j', (value, expected) => {
  expect(formatDate(value, 'en', 'date', utc)).toBe(expected);
});

test('the time zone moves the day', () => {
  expect(formatDate('2026-01-01T23:30:00Z', 'en', 'date', { timeZone: 'Europe/Bucharest' })).toBe('Jan 2, 2026');
});

// The brand's region (brand-config `region`): numbers in the region's order where Intl knows it for the
// language, months in words where it does not (ru-LT, uk-GB fall back to ru, uk).
const firstOfDecember = '2026-12-01T13:05:00Z';
test.each<[string, string, DateStyle, string]>([
  ['GB', 'en', 'date', '01/12/2026'],
  ['GB', 'en', 'dateTime', '01/12/2026, 13:05'],
  ['GB', 'en', 'monthYear', 'December 2026'],
  ['GB', 'ua', 'date', '1 груд. 2026 р.'],
  ['GB', 'ro', 'date', '1 dec. 2026'],
  ['GB', 'pt', 'date', '1 de dez. de 2026'],
  ['LT', 'ru', 'date', '1 дек. 2026 г.'],
  ['LT', 'ru', 'dateTime', '1 дек. 2026 г., 13:05'],
  ['CY', 'ru', 'date', '1 дек. 2026 г.'],
  ['CY', 'en', 'date', '01/12/2026'],
  ['ES', 'es', 'date', '01/12/2026'],
  ['ES', 'en', 'date', '01/12/2026'],
  ['LU', 'en', 'date', 'Dec 1, 2026'],
  ['US', 'en', 'date', '12/01/2026'],
  ['US', 'en', 'dateTime', '12/01/2026, 1:05 PM'],
])('region %s, %s %s: %s', (region, locale, style, expected) => {
  expect(spaces(formatDate(firstOfDecember, locale, style, { ...utc, region }))).toBe(expected);
});

test.each<[string, string | undefined, string]>([
  ['en', 'GB', 'en-GB'],
  ['ua', 'GB', 'uk-GB'],
  ['en-US', 'GB', 'en-US'],
  ['en', undefined, 'en'],
  ['ua', undefined, 'uk'],
])('dateLocale(%j, %j) is %s', (locale, region, tag) => {
  expect(dateLocale(locale, region)).toBe(tag);
});

test("the brand's region, set once, is every date's default (the uk brand: 01/12/2026)", () => {
  setDateRegion('GB');
  try {
    expect(formatDate(firstOfDecember, 'en', 'date', utc)).toBe('01/12/2026');
    expect(formatDate(firstOfDecember, 'en', 'date', { ...utc, region: 'US' })).toBe('12/01/2026');
  } finally {
    setDateRegion(undefined);
  }
  expect(formatDate(firstOfDecember, 'en', 'date', utc)).toBe('Dec 1, 2026');
});

test.each(['not a date', '2026-13-45'])('formatDate(%j) throws a RangeError', (value) => {
  expect(() => formatDate(value, 'en')).toThrow(RangeError);
});

test.each<[number | string, number | string, string]>([
  [3, 2027, '03/27'],
  [12, 2030, '12/30'],
  ['1', '29', '01/29'],
  [7, 2100, '07/00'],
])('formatCardExpiry(%j, %j) is %s', (month, year, expected) => {
  expect(formatCardExpiry(month, year)).toBe(expected);
});

test.each<[number | string, number | string]>([
  [0, 2027],
  [13, 2027],
  ['x', 2027],
  [1, -1],
])('formatCardExpiry(%j, %j) throws a RangeError', (month, year) => {
  expect(() => formatCardExpiry(month, year)).toThrow(RangeError);
});
