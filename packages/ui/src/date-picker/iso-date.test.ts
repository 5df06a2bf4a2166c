import { parseDate } from '@internationalized/date';
import { dateToIso, isoToDate } from './iso-date';

test.each([
  ['2026-12-01', '2026-12-01'],
  ['2024-02-29', '2024-02-29'],
  ['0999-01-05', '0999-01-05'],
])('%s reads as that day and is written back unchanged', (text, expected) => {
  expect(dateToIso(isoToDate(text))).toBe(expected);
});

test.each(['', '2026-13-01', '2026-02-31', '2025-02-29', '1.12.2026', '2026-1-5', '2026-12-01T00:00:00Z'])(
  '%j is no date',
  (text) => {
    expect(isoToDate(text)).toBeNull();
  },
);

test('no date is written as empty text', () => {
  expect(dateToIso(null)).toBe('');
});

test('a picked date is written as YYYY-MM-DD, whatever the language showed', () => {
  expect(dateToIso(parseDate('2027-03-09'))).toBe('2027-03-09');
});
