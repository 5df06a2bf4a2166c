import { describe, expect, it } from 'vitest';
import { failures, homeTable, type LoginFigures, median } from './report.ts';

const run = (performance: number, lcp: number): LoginFigures => ({
  performance,
  lcp,
  fcp: 800,
  tbt: 50,
  cls: 0,
  benchmarkIndex: 1500,
  cpuSlowdown: 2.1,
});

describe('the Lighthouse check', () => {
  it.each([
    [run(97, 1100), []],
    [run(90, 2000), []],
    [run(89, 1100), ['wallet: performance 89 is under 90']],
    [run(95, 2001), ['wallet: LCP 2.00 s is above 2.00 s']],
    [run(80, 3400), ['wallet: performance 80 is under 90', 'wallet: LCP 3.40 s is above 2.00 s']],
    [run(Number.NaN, Number.NaN), ['wallet: performance NaN is under 90', 'wallet: LCP NaN s is above 2.00 s']],
  ])('judges %o as %o', (figures, expected) => {
    expect(failures('wallet', figures)).toEqual(expected);
  });

  it.each([
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 2.5],
    [[5], 5],
  ])('takes the median of %o', (values, expected) => {
    expect(median(values)).toBe(expected);
  });

  it('prints /home’s medians and every load', () => {
    const text = homeTable([
      { balances: 300, lcp: 320 },
      { balances: 100, lcp: 150 },
      { balances: 200, lcp: 210 },
    ]);
    expect(text).toContain('median of 3 loads: time to balances 200 ms, LCP 210 ms');
    expect(text).toContain('balances (ms): 300 100 200');
  });
});
