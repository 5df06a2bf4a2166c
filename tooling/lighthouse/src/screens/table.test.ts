import { describe, expect, it } from 'vitest';
import { screensTable, slowScreens } from './table.ts';

const row = (screen: string, inApp: number[], load: number[]) => ({ person: 'anna.personal', screen, inApp, load });

describe('the screens table', () => {
  it('gives the median of each way in seconds, every run in ms, and marks what is past 1 s', () => {
    const table = screensTable([row('home', [120.4, 95, 300], [700, 1200, 1100]), row('kyc', [], [400])]);
    expect(table.split('\n').slice(2)).toEqual([
      '| anna.personal | home | 0.12 s | 1.10 s ! | 120 95 300 / 700 1200 1100 |',
      '| anna.personal | kyc | – | 0.40 s | – / 400 |',
    ]);
  });

  it('says "not ready" when the median run never got ready', () => {
    expect(screensTable([row('company', [Number.NaN, Number.NaN, 500], [])])).toContain('| not ready | – |');
  });

  it('names the screens past 1 s either way, and a screen that never got ready', () => {
    expect(
      slowScreens([row('home', [100], [900]), row('company', [1001], [800]), row('profile', [200], [Number.NaN])]),
    ).toEqual(['anna.personal company', 'anna.personal profile']);
  });
});
