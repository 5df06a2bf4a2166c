import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { brandPlugin } from '@paydeck/brand-config/vite';
import { linguiPlugins } from '@paydeck/i18n/vite';
import { apiRoots, appPagesUnderApiRoots } from './api-roots.ts';
import { cspMetaPlugin, securityHeaders } from './csp.ts';
import { hiddenSourceMaps } from './hidden-sourcemaps.ts';
import { prerenderPlugin } from './prerender.ts';
import { packageRouteDirs, routes } from './route-config.ts';

// Dev and preview forward the sandbox API's roots same-origin, as apps/server does in production.
const sandbox = process.env.SANDBOX_URL ?? 'http://127.0.0.1:8787';
const proxy = {
  ...Object.fromEntries(
    apiRoots.map((root) => [
      root,
      {
        target: sandbox,
        changeOrigin: false,
        // The app's own pages under an API root (auth/sei) are the app's.
        bypass: (req: { url?: string }) =>
          (appPagesUnderApiRoots as readonly string[]).includes((req.url ?? '').split('?')[0] ?? '')
            ? '/index.html'
            : undefined,
      },
    ]),
  ),
  '/ws': { target: sandbox.replace(/^http/, 'ws'), ws: true },
};

// A build only the frame journeys open (scripts/build-brands.ts for brands Lighthouse does not measure): no
// precompressed copies and no source maps, a third of a build's CPU; the server sends such files uncompressed.
const framesOnly = process.env.PAYDECK_BUILD_FOR === 'frames';

// The libraries every page runs. React Query's observers and hooks (useQuery, useMutation…) are left out:
// only the screens use them, so they load with the screens instead of with the sign-in page (tooling/budget).
const framework =
  /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|zustand|@tanstack[\\/](react-router|router-core|history|store|react-store|react-query|query-core)|@lingui[\\/](core|react))[\\/]/;
const screenQueryParts =
  /[\\/]@tanstack[\\/](query-core|react-query)[\\/]build[\\/]modern[\\/](\w+Observer|use(?!QueryClient)\w+|suspense|errorBoundaryUtils|QueryErrorResetBoundary|IsRestoringProvider|HydrationBoundary|hydration)\.js$/;

/** The chunks of the first paint that import others lazily: the entry (`index`) and the route tree (`routes`). */
const firstPaintHosts = /(^|[\\/])(index|routes)-[\w-]+\.js$/;

export default defineConfig({
  plugins: [
    // Must come before react(); (re)generates src/routeTree.gen.ts on dev and build.
    tanstackRouter({
      target: 'react',
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      virtualRouteConfig: routes,
      autoCodeSplitting: true,
      // Split loaders too, so a route's data code (ky, valibot, queries) leaves the entry chunk.
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
      },
    }),
    {
      // Vite only watches the app folder: without this, new route files inside packages would
      // not regenerate the route tree in development.
      name: 'watch-package-routes',
      configureServer(server) {
        server.watcher.add(packageRouteDirs);
      },
    },
    brandPlugin(),
    cspMetaPlugin(),
    react(),
    ...linguiPlugins(),
    // The brand plugin also serves vanilla-extract's own compiler (the theme reads the brand).
    vanillaExtractPlugin({ unstable_pluginFilter: ({ name }) => name === 'paydeck-brand' }),
    hiddenSourceMaps(),
    // Brotli and gzip copies of every text file, served by content negotiation (apps/server).
    framesOnly ? undefined : compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/^\.vite\//] }),
    // The public pages drawn at build time per language, hydrated by src/main.tsx.
    prerenderPlugin(),
  ],
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, strictPort: true, proxy, headers: securityHeaders },
  build: {
    target: 'es2022',
    // tooling/budget reads the manifest to know which chunks load together.
    manifest: true,
    // No <link rel="modulepreload"> for the imports of what the entry and the route tree load (a route's chunk):
    // Chromium spends about half a millisecond on each link it is handed, and a public page's route brings ~30
    // chunks (a 60 ms task at start, measured by Lighthouse's total blocking time); the browser's module loader
    // fetches the imports itself, without the DOM. A screen a route's code loads later (`lazy(() => import(…))`
    // in a container) gets its list: its imports come at once instead of one round trip per level of imports
    // (company: five levels). No polyfill: a browser without modulepreload (Safari before 17) only skips the hint.
    // (README, "Screens ready")
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostId, hostType }) =>
        hostType === 'js' && !firstPaintHosts.test(hostId) ? deps : [],
    },
    // Source maps for the budget's table of largest sources: not referenced from the code, and moved
    // under .vite/ beside the manifest (hiddenSourceMaps), which no server serves.
    sourcemap: framesOnly ? false : 'hidden',
    rolldownOptions: {
      output: {
        // The libraries every page runs, in one chunk: one download, compressed together (Rolldown's
        // automatic splitting otherwise scatters them over many small shared chunks).
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: (id) => framework.test(id) && !screenQueryParts.test(id),
            },
            {
              // Route definitions (search schemas, guards) are all imported by the route tree at start;
              // their split parts (`?tsr-split=`, the screens) stay lazy.
              name: 'routes',
              test: /[\\/]src[\\/](routes[\\/].*\.tsx|routeTree\.gen\.ts)$/,
            },
          ],
        },
        // Readable chunk names for the budget table: route-<package>-<file>-<hash>.js
        chunkFileNames: (chunk) => {
          const m = (chunk.facadeModuleId ?? '').match(/(?:packages\/([^/]+)|apps\/web)\/src\/routes\/(.+?)\.tsx/);
          return m ? `assets/route-${m[1] ?? 'web'}-${m[2]?.replace(/\W/g, '_')}-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
  },
});
