import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromiumArgs, chromiumExecutablePath } from '@paydeck/browser';
import type { LoginFigures } from './report.ts';

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const figures = (lhr: Lhr): LoginFigures => ({
  performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
  lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
  fcp: lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN,
  tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
  cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
  benchmarkIndex: lhr.environment.benchmarkIndex,
});

/**
 * Lighthouse's default (mobile) preset on `url`, `runs` times in one Debian Chromium (a fresh profile,
 * so no run finds the previous one's cache), and Lighthouse's own median run (closest to the median
 * FCP and TTI).
 */
export async function auditLogin(url: string, runs: number): Promise<{ runs: LoginFigures[]; median: LoginFigures }> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumExecutablePath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    const results: Lhr[] = [];
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
      results.push(result.lhr);
    }
    return { runs: results.map(figures), median: figures(computeMedianRun(results)) };
  } finally {
    chrome.kill();
  }
}
