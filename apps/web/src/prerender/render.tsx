// The build-time renderer of the public pages (bundled by Vite for Node, run by ../../prerender.ts).
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { activeBrand } from '@paydeck/brand-config/active';
import { activateLocale, catalogCode, type Locale, setDateRegion } from '@paydeck/i18n';
import { App } from '../shell/App';
import { createAppRouter } from '../shell/router';

// Dates as the browser will write them after hydration (main.tsx's startLocale sets the same region).
setDateRegion(activeBrand.region);

export const brand = {
  name: activeBrand.name,
  languages: activeBrand.languages,
  defaultLanguage: activeBrand.defaultLanguage,
};

/** The page the app draws at `route` for a visitor without a session, in `locale`, as HTML. */
export async function renderPage(
  route: string,
  locale: Locale,
): Promise<{ html: string; route: string; lang: string }> {
  await activateLocale(locale);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [route] }));
  await router.load();
  const html = renderToString(<App router={router} queryClient={queryClient} />);
  return { html, route: router.state.location.pathname, lang: catalogCode(locale) };
}
