import { launchChromium, type Page } from '@paydeck/browser/launch';

/** One response a page load fetched from the app's own origin. */
export type Fetched = { path: string; type: string; body: Buffer };

/** The login form is usable: its password field is visible and React has attached its handlers to the form. */
async function loginFormUsable(page: Page): Promise<void> {
  await page.locator('input[type="password"]').first().waitFor({ state: 'visible' });
  await page.waitForFunction(() => {
    const form = document.querySelector('input[type="password"]')?.closest('form');
    return !!form && Object.keys(form).some((key) => key.startsWith('__reactProps'));
  });
}

/** Resolves once no request has been in flight for `quietMs` (lazy chunks the page starts at once included). */
async function networkQuiet(page: Page, inFlight: () => number, quietMs = 750, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  let quietSince = Date.now();
  while (Date.now() < until) {
    if (inFlight() > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await page.waitForTimeout(50);
  }
  throw new Error(`the network was still busy after ${timeoutMs} ms`);
}

/**
 * Everything a first visit of `path` fetches from `origin` until the login form is usable and the network
 * is quiet, as Chromium saw it (cold cache, one tab).
 */
export async function fetchedByLoad(origin: string, path = '/login'): Promise<Fetched[]> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const pending = new Set<unknown>();
    const bodies: Promise<Fetched | undefined>[] = [];
    page.on('request', (request) => pending.add(request));
    page.on('requestfailed', (request) => pending.delete(request));
    page.on('requestfinished', (request) => {
      pending.delete(request);
      const url = new URL(request.url());
      if (url.origin !== origin) return;
      bodies.push(
        request
          .response()
          .then(async (response) =>
            response ? { path: url.pathname, type: request.resourceType(), body: await response.body() } : undefined,
          ),
      );
    });
    await page.goto(`${origin}${path}`);
    await loginFormUsable(page);
    await networkQuiet(page, () => pending.size);
    return (await Promise.all(bodies)).filter((f): f is Fetched => !!f);
  } finally {
    await browser.close();
  }
}
