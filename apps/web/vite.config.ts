import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { brandPlugin } from '@paydeck/brand-config/vite';
import { linguiPlugins } from '@paydeck/i18n/vite';
import { packageRouteDirs, routes } from './route-config.ts';

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
    react(),
    ...linguiPlugins(),
    // The brand plugin also serves vanilla-extract's own compiler (the theme reads the brand).
    vanillaExtractPlugin({ unstable_pluginFilter: ({ name }) => name === 'paydeck-brand' }),
  ],
  server: { port: 5173, strictPort: true },
  build: {
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Readable chunk names for the budget table: route-<package>-<file>-<hash>.js
        chunkFileNames: (chunk) => {
          const m = (chunk.facadeModuleId ?? '').match(/(?:packages\/([^/]+)|apps\/web)\/src\/routes\/(.+?)\.tsx/);
          return m ? `assets/route-${m[1] ?? 'web'}-${m[2]?.replace(/\W/g, '_')}-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
  },
});
