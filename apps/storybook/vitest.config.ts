import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import { chromiumLaunchOptions } from '@paydeck/browser';
import viteConfig from './vite.config.ts';

// A fresh object per project: vitest names the instances in place.
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: chromiumLaunchOptions }),
  instances: [{ browser: 'chromium' as const }],
});

// Two projects in headless Debian Chromium, every render checked by axe (.storybook/vitest.setup.ts):
// - stories: every story is a test (render, play function) in the default brand;
// - screens: each story tagged 'screen' in every brand at a phone's and a desktop's width (screens/).
// One package's run (scripts/test-stories.ts) has its own dependency cache: turbo may run two at once.
const storiesPackage = process.env.STORIES_PACKAGE ?? '';
const packagesDir = fileURLToPath(new URL('../../packages', import.meta.url));

export default mergeConfig(
  viteConfig,
  defineConfig({
    define: { __STORIES_PACKAGE__: JSON.stringify(storiesPackage) },
    ...(storiesPackage ? { cacheDir: `node_modules/.vite/stories-${storiesPackage}` } : {}),
    // Every dependency the stories import is found by one scan before the first test: one found later
    // (ky behind auth's settings) makes Vite reload the page mid-run, which fails the file being loaded.
    optimizeDeps: {
      entries: [
        `${packagesDir}/${storiesPackage || '*'}/src/**/*.stories.tsx`,
        fileURLToPath(new URL('./.storybook/preview.tsx', import.meta.url)),
        fileURLToPath(new URL('./screens/*.test.tsx', import.meta.url)),
      ],
    },
    test: {
      // A package whose stories have no 'screen' story leaves the screens project empty.
      passWithNoTests: true,
      projects: [
        {
          extends: true,
          plugins: [storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) })],
          test: { name: 'stories', setupFiles: ['./.storybook/vitest.setup.ts'], browser: browser() },
        },
        {
          extends: true,
          test: {
            name: 'screens',
            include: ['screens/*.test.tsx'],
            setupFiles: ['./.storybook/vitest.setup.ts'],
            browser: browser(),
          },
        },
      ],
    },
  }),
);
