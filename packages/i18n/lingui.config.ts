import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// The catalogs of the whole workspace: messages are extracted from the app and every package.
// The Ukrainian interface language is called "ua" in the product; its catalog file code is "uk".
const exclude = ['**/node_modules/**', '**/*.gen.ts', '**/*.test.ts', '**/*.test.tsx', '**/*.stories.tsx'];

// Auth's screens that only a signed-in person sees (security settings, company choice, sei, the idle
// warning, the person menu, the arrival notice) speak from the session catalog: their words stay out
// of the login page's first paint.
const authSignedIn = [
  '<rootDir>/../../packages/auth/src/components/{settings,company,sei,idle,person-menu,arrival}/**',
  '<rootDir>/../../packages/auth/src/containers/{settings/**,SettingsPage.tsx,CompanyPage.tsx,SeiPage.tsx,SinglePanelPages.tsx}',
  '<rootDir>/../../packages/auth/src/navigation.ts',
];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'ro', 'ru', 'uk', 'pt'],
  fallbackLocales: { default: 'en' },
  // No file:line origins: an edit elsewhere in a file must not rewrite six catalogs.
  format: formatter({ origins: false, lineNumbers: false }),
  // Two catalogs, so the first paint carries only what public pages say: `core` (the shell, the design
  // system, sign-in and security: loaded at start) and `session` (the money domain and the features:
  // loaded by the `_session` layout, see loadSessionCatalog).
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: [
        '<rootDir>/../../apps/web/src/**',
        '<rootDir>/../../packages/{ui,auth,i18n,brand-config,api-client}/src/**',
      ],
      exclude: [...exclude, ...authSignedIn],
    },
    {
      path: '<rootDir>/src/locales/session/{locale}',
      include: [
        '<rootDir>/../../packages/{accounts,kyc,registration,transfers,cards,invoices,merchant,contracts,support}/src/**',
        ...authSignedIn,
      ],
      exclude,
    },
  ],
});
