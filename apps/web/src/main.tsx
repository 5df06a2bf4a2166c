import { QueryClient } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { activeBrand } from '@paydeck/brand-config/active';
import { i18n, startLocale } from '@paydeck/i18n';
import { App } from './shell/App';
import { applyBrandToDocument } from './shell/brandDocument';
import { adoptServedLocale, canHydrate, onHydrationDifference, releaseControls, servedPage } from './shell/hydration';
import { keepLocaleCookie } from './shell/locale-cookie';
import { nextTask } from './shell/next-task';
import { createAppRouter } from './shell/router';
import './shell/theme.css';

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// A public page comes drawn from HTML (apps/web prerender.ts): it is hydrated when the app would draw
// the same, so its largest paint never waits for this script.
const page = servedPage(root);
if (page) adoptServedLocale(page);

applyBrandToDocument();
// The language's catalog is asked for first; the start's work runs in tasks of its own (the modules'
// evaluation, the router, the route's modules, hydration), so no one task holds a tap for long (TBT).
const locale = startLocale(activeBrand);
await nextTask();
const router = createAppRouter(queryClient);
await locale;
keepLocaleCookie();
if (page) await router.load();
await nextTask();

const app = <App router={router} queryClient={queryClient} onMounted={() => releaseControls(root)} />;
if (canHydrate(page, { pathname: router.state.location.pathname, locale: i18n.locale })) {
  // Marks the router as hydrating a server's page, so it draws the same boundaries the prerender drew.
  router.ssr = { manifest: undefined };
  // As a transition, React hydrates in slices and gives the main thread back between them: the page is
  // already on screen, so no long task holds a tap or a paint (Lighthouse's total blocking time).
  startTransition(() => {
    hydrateRoot(root, app, { onRecoverableError: onHydrationDifference });
  });
} else createRoot(root).render(app);
