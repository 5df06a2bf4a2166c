import { describe, expect, it } from 'vitest';
import { percentFraction } from './percent';

const percentStyle = (locale: string) =>
  new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });

describe('a percentage string as the fraction Intl formats', () => {
  it.each([
    ['1.00', '0.0100'],
    ['16.1', '0.161'],
    ['0.29', '0.0029'],
    ['100', '1.00'],
    ['0.00', '0.0000'],
    ['abc', null],
  ])('%s -> %s', (percent, fraction) => {
    expect(percentFraction(percent)).toBe(fraction);
  });

  it.each([
    ['en', '1.00', '1.00%'],
    ['en', '1.005', '1.01%'], // Number('1.005') / 100 is 0.010049999…: a float would show 1.00%
    ['en', '0.285', '0.29%'], // and 0.28%
    ['ro', '16.1', '16,10\u00a0%'],
  ])('%s writes %s percent as %s', (locale, percent, text) => {
    expect(percentStyle(locale).format(percentFraction(percent) as `${number}`)).toBe(text);
  });
});
