import { defineConfig } from '@lingui/cli';

// One catalog for the whole workspace: messages are extracted from the app and every package.
// The Ukrainian interface language is called "ua" in the product; its catalog file code is "uk".
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'ro', 'ru', 'uk', 'pt'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/../../apps/web/src/**', '<rootDir>/../../packages/*/src/**'],
      exclude: ['**/node_modules/**', '**/*.gen.ts', '**/*.test.ts', '**/*.test.tsx', '**/*.stories.tsx'],
    },
  ],
});
