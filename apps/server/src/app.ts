import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { apiRoots, appPagesUnderApiRoots } from '@paydeck/web/api-roots.ts';
import { immutable, isHashedAsset, revalidate, securityHeadersFor } from './headers.ts';
import { localeCookie, prerenderedPage, readPrerenderedPages } from './pages.ts';
import { forward } from './proxy.ts';

export type ServerOptions = {
  /** A production build of apps/web: `apps/web/dist` or `apps/web/dist-brands/<id>`. */
  dist: string;
  /** The sandbox API the API roots and `/ws` are forwarded to. */
  upstream: string;
  /**
   * Development only (FORWARD_SANDBOX_CONTROLS=1: `npm start`, the journeys): forward the sandbox's controls
   * (`/__sandbox`: the inbox lists every code sent). Off, as in production, they answer 404 here.
   */
  sandboxControls?: boolean;
};

/** The sandbox's controls root among apps/web's API roots. */
export const sandboxControlsRoot = '/__sandbox';

/**
 * The production server of the web app as a Hono app: static files of a build (precompressed `.br` and
 * `.gz` chosen by Accept-Encoding), the SPA fallback (a prerendered public page where there is one, else
 * index.html), the API roots forwarded to the sandbox, and the security and cache headers on everything.
 */
export function createApp({ dist, upstream, sandboxControls = false }: ServerOptions) {
  const root = resolve(dist);
  if (!existsSync(resolve(root, 'index.html'))) throw new Error(`${root} holds no build (no index.html)`);
  const pages = readPrerenderedPages(root);
  const app = new Hono();

  app.use(async (c, next) => {
    await next();
    const headers = securityHeadersFor({ url: c.req.url, forwardedProto: c.req.header('x-forwarded-proto') });
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  });

  const appPages: readonly string[] = appPagesUnderApiRoots;
  for (const apiRoot of apiRoots) {
    if (apiRoot === sandboxControlsRoot && !sandboxControls) {
      app.all(apiRoot, (c) => c.notFound());
      app.all(`${apiRoot}/*`, (c) => c.notFound());
      continue;
    }
    app.all(apiRoot, (c) => forward(c, upstream));
    app.all(`${apiRoot}/*`, (c, next) => (appPages.includes(c.req.path) ? next() : forward(c, upstream)));
  }

  // The build's own bookkeeping (manifest, source maps under .vite/) is never served.
  app.use('/.*', async (c) => c.notFound());

  const cacheHeaders = (path: string, c: { header: (name: string, value: string) => void }) => {
    c.header('Cache-Control', path.endsWith('.html') ? revalidate : isHashedAsset(path) ? immutable : revalidate);
    c.header('Vary', 'Accept-Encoding');
  };
  app.use(
    '*',
    serveStatic({
      root,
      precompressed: true,
      onFound: (_path, c) => cacheHeaders(new URL(c.req.url).pathname, c),
    }),
  );

  // Everything else is an address of the app: its prerendered page, or the app's shell.
  app.get('*', async (c, next) => {
    // A missing file under /assets is a 404, not the app (a stale chunk must fail, not parse HTML as JS).
    if (c.req.path.startsWith('/assets/')) return c.notFound();
    const visitor = { storedLocale: getCookie(c, localeCookie), userAgent: c.req.header('user-agent') };
    const page = prerenderedPage(pages, new URL(c.req.url), visitor) ?? '/index.html';
    return serveStatic({
      root,
      path: page,
      precompressed: true,
      onFound: (_path, ctx) => {
        ctx.header('Cache-Control', revalidate);
        ctx.header('Vary', 'Accept-Encoding, Cookie, User-Agent');
      },
    })(c, next);
  });
  return app;
}
