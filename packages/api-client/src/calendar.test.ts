// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ageOn, dayOf, daysBetween, isAdultOn, isIsoDay, isoDayOf, parseIsoDay } from './calendar';

describe('age in whole years, by the calendar', () => {
  it.each([
    ['the 18th birthday itself', '2008-12-01', '2026-12-01', 18],
    ['the day before the 18th birthday', '2008-12-02', '2026-12-01', 17],
    ['the day after the 18th birthday', '2008-11-30', '2026-12-01', 18],
    ['born 29 February, on 28 February of a common year', '2008-02-29', '2026-02-28', 17],
    ['born 29 February, on 1 March of a common year', '2008-02-29', '2026-03-01', 18],
    ['born 29 February, on 29 February of a leap year', '2008-02-29', '2028-02-29', 20],
    ['born 28 February, on 28 February of a leap year', '2010-02-28', '2028-02-28', 18],
    ['born 29 February 2000, on 1 December 2026', '2000-02-29', '2026-12-01', 26],
    ['born 31 December, on 1 January', '2008-12-31', '2027-01-01', 18],
    ['born today', '2026-12-01', '2026-12-01', 0],
    ['120 years to the day', '1906-12-01', '2026-12-01', 120],
  ])('%s: born %s, on %s, %i', (_case, born, today, age) => {
    expect(ageOn(born, today)).toBe(age);
    expect(ageOn(born, parseIsoDay(today) ?? today)).toBe(age);
  });

  it.each([
    ['2008-12-01', '2026-12-01', true],
    ['2008-12-02', '2026-12-01', false],
    ['2000-02-29', '2026-12-01', true],
    ['2008-02-29', '2026-02-28', false],
    ['2008-02-29', '2026-03-01', true],
    ['2008-02-30', '2026-12-01', false],
    ['', '2026-12-01', false],
  ])('born %j is an adult on %s: %s', (born, today, adult) => {
    expect(isAdultOn(born, today)).toBe(adult);
  });

  it.each([
    ['2008-02-30', '2026-12-01'],
    ['2008-12-01', '01.12.2026'],
  ])('ageOn(%j, %j) throws a RangeError (not a calendar day)', (born, today) => {
    expect(() => ageOn(born, today)).toThrow(RangeError);
  });
});

describe('today in a time zone', () => {
  it.each([
    [
      '23:30 UTC on 30 November is already 1 December in Bucharest',
      '2026-11-30T23:30:00Z',
      'Europe/Bucharest',
      '2026-12-01',
    ],
    ['and still 30 November in UTC', '2026-11-30T23:30:00Z', 'UTC', '2026-11-30'],
    [
      '01:00 UTC on 1 December is still 30 November in New York',
      '2026-12-01T01:00:00Z',
      'America/New_York',
      '2026-11-30',
    ],
    ['the summer-time change night in Bucharest', '2026-03-28T22:30:00Z', 'Europe/Bucharest', '2026-03-29'],
  ])('%s', (_case, moment, timeZone, day) => {
    expect(isoDayOf(new Date(moment), timeZone)).toBe(day);
  });

  it('is UTC unless a zone is named', () => {
    expect(isoDayOf(new Date('2026-11-30T23:30:00Z'))).toBe('2026-11-30');
  });

  it('decides who is 18: born 2008-12-01, checked at 23:30 UTC on 30 November', () => {
    const moment = new Date('2026-11-30T23:30:00Z');
    expect(isAdultOn('2008-12-01', dayOf(moment, 'Europe/Bucharest'))).toBe(true);
    expect(isAdultOn('2008-12-01', dayOf(moment))).toBe(false);
  });
});

describe('calendar days', () => {
  it.each([
    ['2026-12-01', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-02-30', false],
    ['2026-13-01', false],
    ['2026-2-1', false],
    ['+002026-01-01', false],
    ['2026-12-01T00:00:00Z', false],
    ['01/12/2026', false],
    ['', false],
  ])('%j is a calendar day: %s', (text, valid) => {
    expect(isIsoDay(text)).toBe(valid);
  });

  it.each([
    ['2026-09-02', '2026-12-01', 90],
    ['2026-12-01', '2026-12-01', 0],
    ['2026-12-02', '2026-12-01', -1],
    ['2028-02-28', '2028-03-01', 2],
    ['2026-03-28', '2026-03-30', 2],
  ])('from %s to %s: %i days', (from, to, days) => {
    expect(daysBetween(from, to)).toBe(days);
  });
});
