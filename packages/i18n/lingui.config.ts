import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { catalogNames } from './src/catalogs.ts';

// The catalogs of the whole workspace: messages are extracted from the app and every package.
// The Ukrainian interface language is called "ua" in the product; its catalog file code is "uk".
const exclude = ['**/node_modules/**', '**/*.gen.ts', '**/*.test.ts', '**/*.test.tsx', '**/*.stories.tsx'];
const packages = '<rootDir>/../../packages';

// Every package's main-navigation labels: the header shows them on every signed-in page.
const navigation = `${packages}/*/src/navigation.ts`;

// Auth's screens that only a signed-in person sees (security settings, company choice, sei, the idle
// warning, the person menu, the arrival notice): their words stay out of the login page's first paint.
const authSignedIn = [
  `${packages}/auth/src/components/{settings,company,sei,idle,person-menu,arrival}/**`,
  `${packages}/auth/src/containers/{settings/**,SettingsPage.tsx,CompanyPage.tsx,SeiPage.tsx,SinglePanelPages.tsx}`,
];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'ro', 'ru', 'uk', 'pt'],
  fallbackLocales: { default: 'en' },
  // No file:line origins: an edit elsewhere in a file must not rewrite six catalogs.
  format: formatter({ origins: false, lineNumbers: false }),
  // A catalog per package (src/catalogs.ts), so a screen's words load with its route (README, "Catalogs").
  catalogs: [
    {
      // `core`, the start catalog: what public pages say (the shell, the design system, sign-in).
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/../../apps/web/src/**', `${packages}/{ui,auth,i18n,brand-config,api-client}/src/**`],
      exclude: [...exclude, ...authSignedIn, navigation],
    },
    ...catalogNames.map((name) => ({
      path: `<rootDir>/src/locales/${name}/{locale}`,
      include: name === 'auth' ? [...authSignedIn, navigation] : [`${packages}/${name}/src/**`],
      exclude: name === 'auth' ? exclude : [...exclude, navigation],
    })),
  ],
});
