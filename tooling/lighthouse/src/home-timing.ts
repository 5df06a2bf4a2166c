import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '@paydeck/browser';
import type { HomeLoad } from './report.ts';

type Marks = { balances?: number; lcp?: number };

/**
 * Runs in the page before its own scripts (Playwright's init script, outside the page's CSP): marks when
 * the balances enter the page and keeps the latest largest-contentful-paint entry.
 */
function watchHome() {
  const marks: Marks = {};
  (window as unknown as { paydeckMarks: Marks }).paydeckMarks = marks;
  const look = () => {
    if (marks.balances === undefined && document.querySelector('[data-testid="balance"]')) {
      performance.mark('balances');
      marks.balances = performance.getEntriesByName('balances')[0]?.startTime;
    }
  };
  new MutationObserver(look).observe(document, { subtree: true, childList: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/**
 * Signs in as anna (simple sign-in) on `origin`, then loads /home `loads` times in that tab (the session
 * lives in its sessionStorage), each without the HTTP cache: the page's own clock says when the balances
 * appeared and when its largest paint was.
 */
export async function timeHome(origin: string, loads: number, login: string, password: string): Promise<HomeLoad[]> {
  const browser = await chromium.launch({ ...chromiumLaunchOptions, headless: true });
  try {
    const context = await browser.newContext();
    await context.addInitScript(watchHome);
    const page = await context.newPage();
    await page.goto(`${origin}/login`);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(login);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/home$/);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const results: HomeLoad[] = [];
    for (let i = 0; i < loads; i++) {
      await page.reload();
      await page.waitForFunction(
        () => (window as unknown as { paydeckMarks: Marks }).paydeckMarks.balances !== undefined,
      );
      await page.waitForTimeout(500); // later, larger paints still count as the LCP
      const marks = await page.evaluate(() => (window as unknown as { paydeckMarks: Marks }).paydeckMarks);
      results.push({ balances: marks.balances ?? Number.NaN, lcp: marks.lcp ?? Number.NaN });
    }
    return results;
  } finally {
    await browser.close();
  }
}
