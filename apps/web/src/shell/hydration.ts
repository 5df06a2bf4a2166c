import { type KeyValueStorage, readStoredLocale, storeLocale, toLocale } from '@paydeck/i18n';

/** What the server drew into #root at build time (apps/web prerender.ts marks it), if anything. */
export type ServedPage = { route: string; locale: string };

export function servedPage(root: HTMLElement): ServedPage | null {
  const { prerendered, locale } = root.dataset;
  return prerendered && locale ? { route: prerendered, locale } : null;
}

/**
 * The server chose the page's language from this browser's stored choice (the language cookie): a tab
 * that has no choice of its own yet takes it, so the app starts in the language already on screen.
 */
export function adoptServedLocale(page: ServedPage, storage?: KeyValueStorage) {
  const served = toLocale(page.locale);
  if (served && !readStoredLocale(storage)) storeLocale(served, storage);
}

/**
 * Hydrate only what the app would draw itself: the same route (after its guards ran: a signed-in
 * person on /login is sent home) in the same language. Otherwise the app draws the page anew.
 */
export function canHydrate(page: ServedPage | null, app: { pathname: string; locale: string }): page is ServedPage {
  return page !== null && page.route === app.pathname && page.locale === app.locale;
}

/**
 * React recovers from a page that differs from the app's first render (state kept in this tab, such as
 * a sign-in step in progress) by drawing it anew; say so quietly instead of as an error.
 */
export function onHydrationDifference(error: unknown) {
  console.info('The prerendered page differed from this visit; the app drew it anew.', error);
}

/** After hydration: the controls the prerender kept disabled (apps/web prerender.ts inertControls) work. */
export function releaseControls(root: ParentNode) {
  for (const control of root.querySelectorAll('[data-prerender-inert]')) {
    control.removeAttribute('disabled');
    control.removeAttribute('data-prerender-inert');
  }
}
