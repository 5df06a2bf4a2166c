import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromiumArgs, chromiumExecutablePath } from '@paydeck/browser';
import { calibratedCpuSlowdown } from './cpu-calibration.ts';
import { type LoginFigures, median } from './report.ts';

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const figures = (lhr: Lhr, cpuSlowdown: number): LoginFigures => ({
  performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
  lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
  fcp: lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN,
  tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
  cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
  benchmarkIndex: lhr.environment.benchmarkIndex,
  cpuSlowdown,
});

/**
 * Lighthouse's default (mobile) preset on `url`, `runs` times in one Debian Chromium (a fresh profile,
 * so no run finds the previous one's cache), and Lighthouse's own median run (closest to the median
 * FCP and TTI). A first run, not counted, reads the host's benchmarkIndex; the counted runs slow the CPU by
 * the multiplier calibrated to the indexes read so far (cpu-calibration.ts), the preset's 4x on the host the limits
 * were set on.
 */
export async function auditLogin(url: string, runs: number): Promise<{ runs: LoginFigures[]; median: LoginFigures }> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumExecutablePath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    const run = async (cpuSlowdownMultiplier: number): Promise<Lhr> => {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier },
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
      return result.lhr;
    };
    // The index moves from run to run on a shared host (990-1,900 within a minute): each run is calibrated to the
    // median of every index read so far, not to one reading.
    const indexes = [(await run(throttling.mobileSlow4G.cpuSlowdownMultiplier)).environment.benchmarkIndex];
    const results: { lhr: Lhr; cpuSlowdown: number }[] = [];
    for (let i = 0; i < runs; i++) {
      const cpuSlowdown = calibratedCpuSlowdown(median(indexes));
      const lhr = await run(cpuSlowdown);
      indexes.push(lhr.environment.benchmarkIndex);
      results.push({ lhr, cpuSlowdown });
    }
    const middle = computeMedianRun(results.map((result) => result.lhr));
    const middleSlowdown = results.find((result) => result.lhr === middle)?.cpuSlowdown ?? Number.NaN;
    return {
      runs: results.map((result) => figures(result.lhr, result.cpuSlowdown)),
      median: figures(middle, middleSlowdown),
    };
  } finally {
    chrome.kill();
  }
}
