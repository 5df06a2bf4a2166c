import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen';
import { loadCatalogsWithChunks } from './route-catalogs';

/**
 * The app's router. The prerender passes a memory history, and draws without scroll restoration: on a
 * server the router would write it as an inline script, which the Content-Security-Policy forbids.
 */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  const router = createRouter({
    routeTree,
    context: { queryClient },
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    // TanStack Query owns caching; the router always asks it.
    defaultPreloadStaleTime: 0,
    scrollRestoration: !history,
  });
  // A route's words (its package catalog) load with its chunk.
  loadCatalogsWithChunks(Object.values(router.routesById));
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
