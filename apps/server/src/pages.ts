import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isPhoneOrTablet } from '@paydeck/auth/device';

/**
 * What apps/web's prerender step wrote (`<dist>/prerender/pages.json`): the public routes drawn at
 * build time, the brand's languages and its default. Each page is `prerender/<locale><route>.html`.
 */
export type PrerenderedPages = {
  defaultLocale: string;
  locales: string[];
  routes: string[];
  /** Where the app sends a phone or tablet from a route (sign-in → the mobile-app page), by its user agent. */
  phoneRoutes?: Record<string, string>;
};

export const prerenderFolder = 'prerender';

export function readPrerenderedPages(dist: string): PrerenderedPages | null {
  const file = join(dist, prerenderFolder, 'pages.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PrerenderedPages) : null;
}

/** The cookie the app keeps the session's language choice in (see apps/web src/shell/locale-cookie.ts). */
export const localeCookie = 'paydeck.locale';

/**
 * The language of the page to send, by the app's own rule (@paydeck/i18n chooseLocale): `?lang=`, else
 * the stored choice, else the brand's default — each only if the brand offers it. `Accept-Language` is
 * not consulted: the app does not follow it (the spec's default is the brand's configured one), and a page
 * in another language than the app then picks would be redrawn at start.
 */
export function pageLocale(pages: PrerenderedPages, requested: string | undefined, stored: string | undefined): string {
  const offered = (value: string | undefined) => {
    const code = value === 'ua' ? 'uk' : value;
    return code && pages.locales.includes(code) ? code : undefined;
  };
  return offered(requested) ?? offered(stored) ?? pages.defaultLocale;
}

/**
 * The prerendered page for a request, as a path inside dist, or null (the app's empty index.html then).
 * Only a bare address (at most `?lang=`) gets one: other search parameters change what the page shows.
 */
export function prerenderedPage(
  pages: PrerenderedPages | null,
  url: URL,
  visitor: { storedLocale?: string | undefined; userAgent?: string | undefined },
): string | null {
  if (!pages) return null;
  const address = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  // The page the app will show: a phone's sign-in becomes the mobile-app page (auth's login guard).
  // A phone whose person chose the browser there is redrawn by the app (that choice is kept in the tab).
  const phone = isPhoneOrTablet({ userAgent: visitor.userAgent ?? '' });
  const route = (phone && pages.phoneRoutes?.[address]) || address;
  if (!pages.routes.includes(route)) return null;
  if ([...url.searchParams.keys()].some((key) => key !== 'lang')) return null;
  const locale = pageLocale(pages, url.searchParams.get('lang') ?? undefined, visitor.storedLocale);
  return `/${prerenderFolder}/${locale}${route}.html`;
}
