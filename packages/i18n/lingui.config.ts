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
// warning, the person menu, the arrival notice, their loading and password texts): their words stay out of
// the login page's first paint.
const authSignedIn = [
  `${packages}/auth/src/components/{settings,company,sei,idle,person-menu,arrival,common}/**`,
  `${packages}/auth/src/containers/{settings/**,SettingsPage.tsx,CompanyPage.tsx,SeiPage.tsx,SinglePanelPages.tsx}`,
];

// Auth's public screens other than sign-in (recovery, activation, legal, the mobile-app pages): they load
// with their routes, so the sign-in page does not carry them. The password rules are shared with settings.
const authPublic = [
  `${packages}/auth/src/components/{recovery,activate,legal,scp}/**`,
  `${packages}/auth/src/components/common/password-messages.ts`,
  `${packages}/auth/src/containers/{ActivationPage.tsx,activation-failure-popup.tsx,LegalPage.tsx,RecoveryPages.tsx,ScpPages.tsx}`,
];

// Auth's two catalogs take named files; every other catalog is its package less its navigation labels.
const authCatalogs: Partial<Record<string, string[]>> = {
  auth: [...authSignedIn, navigation],
  'auth-public': authPublic,
};

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
      exclude: [...exclude, ...authSignedIn, ...authPublic, navigation],
    },
    ...catalogNames.map((name) => ({
      path: `<rootDir>/src/locales/${name}/{locale}`,
      include: authCatalogs[name] ?? [`${packages}/${name}/src/**`],
      exclude: name in authCatalogs ? exclude : [...exclude, navigation],
    })),
  ],
});
