import type { Page } from 'playwright-core';
import type { Screen } from './screens.ts';

/** What the page-side watcher is given: the screen, and the h1 on screen when the navigation started. */
type Watch = Pick<Screen, 'shownAt' | 'heading' | 'content' | 'settledIn' | 'keepsPage'>;

interface Outcome {
  /** ms from the navigation's start (the page's own clock) to the screen being ready. */
  ready: number;
  /** The resources fetched between the start and the moment the screen was ready: start, end, name. */
  resources: [number, number, string][];
}

/** The key under which a full load finds its watch (sessionStorage survives the load). */
const STORED_WATCH = 'paydeck.bench.watch';

/**
 * Runs in the page before its scripts (Playwright's init script, outside the page's CSP). `__benchWatch(watch, t0)`
 * records on `__benchReady` the first moment the screen is ready, checked on every DOM change; a full load starts
 * the watch stored in sessionStorage at the page's own time origin.
 */
function installWatcher(storedKey: string) {
  type W = Watch & { previousHeading?: Element | null };
  const win = window as unknown as {
    __benchWatch: (watch: W, t0: number) => void;
    __benchReady: number | undefined;
    __benchStart: number;
  };
  let observer: MutationObserver | undefined;
  const isShown = (element: Element) =>
    (element as HTMLElement).checkVisibility?.() ?? (element as HTMLElement).offsetParent !== null;
  const ready = (watch: W) => {
    if (!new RegExp(watch.shownAt).test(location.pathname)) return false;
    const heading = document.querySelector('main h1');
    if (!heading || !isShown(heading) || !new RegExp(watch.heading).test(heading.textContent ?? '')) return false;
    if (!watch.keepsPage && heading === watch.previousHeading) return false;
    if (watch.content && ![...document.querySelectorAll(watch.content)].some(isShown)) return false;
    const scopes = watch.settledIn ? [...document.querySelectorAll(watch.settledIn)] : [document.querySelector('main')];
    return !scopes.some((scope) => scope?.querySelector('[role="status"][aria-busy="true"]'));
  };
  win.__benchWatch = (watch, t0) => {
    observer?.disconnect();
    win.__benchReady = undefined;
    win.__benchStart = t0;
    const check = () => {
      if (win.__benchReady === undefined && ready(watch)) {
        win.__benchReady = performance.now();
        observer?.disconnect();
      }
    };
    observer = new MutationObserver(check);
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    check();
  };
  const stored = sessionStorage.getItem(storedKey);
  if (stored) {
    sessionStorage.removeItem(storedKey);
    win.__benchWatch(JSON.parse(stored) as W, 0);
  }
}

export async function prepare(page: Page): Promise<void> {
  await page.context().addInitScript(installWatcher, STORED_WATCH);
}

const watchOf = (screen: Screen, keepsPage = screen.keepsPage ?? false): Watch => ({
  shownAt: screen.shownAt,
  heading: screen.heading,
  ...(screen.content ? { content: screen.content } : {}),
  ...(screen.settledIn ? { settledIn: screen.settledIn } : {}),
  keepsPage,
});

async function outcome(page: Page, timeoutMs: number): Promise<Outcome> {
  await page.waitForFunction(() => (window as unknown as { __benchReady?: number }).__benchReady !== undefined, null, {
    timeout: timeoutMs,
    polling: 50,
  });
  return page.evaluate(() => {
    const win = window as unknown as { __benchReady: number; __benchStart: number };
    const resources = performance
      .getEntriesByType('resource')
      .map((entry) => entry as PerformanceResourceTiming)
      .filter((entry) => entry.startTime >= win.__benchStart && entry.startTime <= win.__benchReady)
      .map((entry): [number, number, string] => [
        Math.round(entry.startTime - win.__benchStart),
        Math.round(entry.responseEnd - win.__benchStart),
        new URL(entry.name).pathname + new URL(entry.name).search,
      ]);
    return { ready: win.__benchReady - win.__benchStart, resources };
  });
}

/**
 * A person's click on a menu link: the app's router is told of a new history entry (TanStack Router's browser
 * history listens to pushState), as a `<Link>` does, with no page load. Timed from that moment.
 */
export async function navigateInApp(page: Page, screen: Screen, timeoutMs: number): Promise<Outcome> {
  await page.evaluate(
    ({ path, watch }) => {
      const win = window as unknown as { __benchWatch: (w: unknown, t0: number) => void };
      const previousHeading = document.querySelector('main h1');
      const t0 = performance.now();
      win.__benchWatch({ ...watch, previousHeading }, t0);
      const index = ((history.state as { __TSR_index?: number } | null)?.__TSR_index ?? 0) + 1;
      const key = Math.random().toString(36).slice(2, 10);
      history.pushState({ __TSR_index: index, key, __TSR_key: key }, '', path);
    },
    { path: screen.path, watch: watchOf(screen) },
  );
  return outcome(page, timeoutMs);
}

/**
 * The next click on the page (the sign-in button, a company to work for) starts the watch for `screen`: the screen
 * the person lands on, timed from that click. Then `landed` waits for it.
 */
export async function watchFromNextClick(page: Page, screen: Screen): Promise<void> {
  await page.evaluate((watch) => {
    const win = window as unknown as { __benchWatch: (w: unknown, t0: number) => void };
    const previousHeading = document.querySelector('main h1');
    document.addEventListener('click', () => win.__benchWatch({ ...watch, previousHeading }, performance.now()), {
      once: true,
      capture: true,
    });
  }, watchOf(screen));
}

export const landed = (page: Page, timeoutMs: number): Promise<Outcome> => outcome(page, timeoutMs);

/** The address typed (or a reload): a full load with the HTTP cache as it is, timed from the navigation's start. */
export async function navigateByLoad(page: Page, origin: string, screen: Screen, timeoutMs: number): Promise<Outcome> {
  await page.evaluate(({ key, watch }) => sessionStorage.setItem(key, JSON.stringify(watch)), {
    key: STORED_WATCH,
    watch: watchOf(screen, true),
  });
  await page.goto(`${origin}${screen.path}`, { waitUntil: 'commit' });
  return outcome(page, timeoutMs);
}

/** What is on screen now (for `--probe`): the path, the h1 and the h2s, and how many skeletons are left. */
export function describePage(page: Page): Promise<string> {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    const headings = [...(main?.querySelectorAll('h1, h2') ?? [])].map((h) => `${h.tagName}:${h.textContent}`);
    const busy = main?.querySelectorAll('[role="status"][aria-busy="true"]').length ?? 0;
    return `${location.pathname} skeletons=${busy} ${headings.slice(0, 6).join(' | ')}`;
  });
}
