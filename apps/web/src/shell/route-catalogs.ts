import { type AnyRoute, LazyRoute } from '@tanstack/react-router';
import { type CatalogName, loadCatalogs } from '@paydeck/i18n';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The package catalogs the route's screens speak from (packages/i18n README, "Catalogs"). */
    catalogs?: readonly CatalogName[];
  }
}

/** What every signed-in page shows: auth's frame and menus, every package's navigation labels, the notifications. */
export const signedInCatalogs = ['auth', 'accounts'] as const satisfies readonly CatalogName[];

type Preloadable = { preload?: () => Promise<void> } | undefined;

/**
 * Gives every route that declares `staticData.catalogs` a `lazy` step that fetches those catalogs and, at
 * the same moment (the catalogs a task ahead), the route's code-split chunk. The router awaits a route's
 * `lazy` before it draws the route (navigation, preload on intent, the prerender), so the words arrive with
 * the chunk: one round trip, never a second one after it. Once per route; the language switcher reloads them (activateLocale).
 */
export function loadCatalogsWithChunks(routes: Iterable<AnyRoute>): void {
  for (const route of routes) {
    const catalogs = route.options.staticData?.catalogs;
    if (!catalogs?.length || route.lazyFn) continue;
    route.lazy(async () => {
      const words = loadCatalogs(catalogs);
      // The catalogs' requests go out first (a task later at most, nothing when they are in already): behind
      // the chunk's modulepreloads, HTTP/1.1's six connections per host would deliver the words last.
      await Promise.race([words, new Promise((next) => setTimeout(next, 0))]);
      await Promise.all([words, (route.options.component as Preloadable)?.preload?.()]);
      return new LazyRoute({ id: route.id });
    });
  }
}
