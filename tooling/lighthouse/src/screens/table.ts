import { median } from '../report.ts';

/** One screen of one person: the time to ready of each run (ms; NaN when it never got ready), per way of getting there. */
export interface ScreenTimes {
  person: string;
  screen: string;
  inApp: number[];
  load: number[];
}

/** The goal of the issue: every main screen ready within a second. */
export const READY_GOAL_MS = 1000;

const cell = (runs: number[]) => {
  if (runs.length === 0) return '–';
  const middle = median(runs);
  if (Number.isNaN(middle)) return 'not ready';
  return `${(middle / 1000).toFixed(2)} s${middle > READY_GOAL_MS ? ' !' : ''}`;
};

const every = (runs: number[]) => runs.map((ms) => (Number.isNaN(ms) ? '–' : String(Math.round(ms)))).join(' ');

/** A Markdown table: the median of each screen's runs, and every run (ms), `!` past the goal. */
export function screensTable(rows: ScreenTimes[]): string {
  const lines = [
    '| person | screen | in the app | full load | runs in the app / full load (ms) |',
    '| --- | --- | ---: | ---: | --- |',
    ...rows.map(
      (row) =>
        `| ${row.person} | ${row.screen} | ${cell(row.inApp)} | ${cell(row.load)} | ${every(row.inApp) || '–'} / ${every(row.load) || '–'} |`,
    ),
  ];
  return lines.join('\n');
}

/** The screens whose median is past the goal, either way. */
export function slowScreens(rows: ScreenTimes[]): string[] {
  return rows
    .filter((row) => [row.inApp, row.load].some((runs) => runs.length > 0 && !(median(runs) <= READY_GOAL_MS)))
    .map((row) => `${row.person} ${row.screen}`);
}
