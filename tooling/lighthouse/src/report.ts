/**
 * One Lighthouse run's figures (ms, CLS unitless, performance 0–100), the host's `benchmarkIndex` (Lighthouse's
 * measure of this machine's CPU) and the CPU slowdown the run used (calibrated to the index: cpu-calibration.ts).
 */
export type LoginFigures = {
  performance: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  benchmarkIndex: number;
  cpuSlowdown: number;
};

/** The check's limits: the issue's goal is ≥ 95 and LCP ≤ 1.2 s; these leave room for this machine's noise. */
export const limits = { minPerformance: 90, maxLcp: 2000 };

export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Why a brand's median run fails the check, or nothing when it passes. */
export function failures(brand: string, run: LoginFigures): string[] {
  const out: string[] = [];
  if (!(run.performance >= limits.minPerformance))
    out.push(`${brand}: performance ${run.performance} is under ${limits.minPerformance}`);
  if (!(run.lcp <= limits.maxLcp)) out.push(`${brand}: LCP ${seconds(run.lcp)} is above ${seconds(limits.maxLcp)}`);
  return out;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export function loginTable(rows: { brand: string; runs: LoginFigures[]; median: LoginFigures }[]): string {
  const line = (label: string, r: LoginFigures) =>
    `${label.padEnd(22)} ${String(r.performance).padStart(4)} ${seconds(r.lcp).padStart(8)} ${seconds(r.fcp).padStart(8)} ${`${Math.round(r.tbt)} ms`.padStart(8)} ${r.cls.toFixed(3).padStart(6)} ${String(Math.round(r.benchmarkIndex)).padStart(6)} ${`${r.cpuSlowdown.toFixed(1)}x`.padStart(5)}`;
  return [
    `${'/login, mobile preset'.padEnd(22)} perf      LCP      FCP      TBT    CLS  bench   cpu`,
    ...rows.flatMap(({ brand, runs, median: m }) => [
      ...runs.map((r, i) => line(`  ${brand} run ${i + 1}`, r)),
      line(`${brand} median`, m),
    ]),
  ].join('\n');
}

export type HomeLoad = { balances: number; lcp: number };

export function homeTable(loads: HomeLoad[]): string {
  const b = median(loads.map((l) => l.balances));
  const l = median(loads.map((x) => x.lcp));
  const all = (pick: (x: HomeLoad) => number) => loads.map((x) => Math.round(pick(x))).join(' ');
  return [
    `/home after sign-in, median of ${loads.length} loads: time to balances ${Math.round(b)} ms, LCP ${Math.round(l)} ms`,
    `  balances (ms): ${all((x) => x.balances)}`,
    `  LCP (ms):      ${all((x) => x.lcp)}`,
  ].join('\n');
}
