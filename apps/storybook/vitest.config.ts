import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import type { Plugin } from 'vite';
import { defineConfig, mergeConfig } from 'vitest/config';
import { testBrowserLaunchOptions } from '@paydeck/browser';
import { storyViewport } from './.storybook/viewport.ts';
import { storiesPackages, storiesPackagesGlob, storiesScopeName } from './stories-scope.ts';
import viteConfig from './vite.config.ts';

// A fresh object per project: vitest names the instances in place.
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: testBrowserLaunchOptions }),
  instances: [{ browser: 'chromium' as const }],
  viewport: storyViewport,
});

// One project in headless Debian Chromium, every render checked by axe (.storybook/vitest.setup.ts):
// - every story is a test (render, play function) in the default brand, except those tagged 'screen';
// - screens/ renders each story tagged 'screen' in every brand at a phone's and a desktop's width.
// One project, so one browser and one Vite server per package's run.
// One package's run (scripts/test-stories.ts): STORIES_PACKAGE names the package whose stories it covers, or
// several (scripts/stories-batch.ts; stories-scope.ts).

/** Adds screens/ to the test files the Storybook plugin sets (its config replaces `test.include`). */
function screensInThisProject(): Plugin {
  return { name: 'paydeck:screens-in-stories-project', config: () => ({ test: { include: ['screens/*.test.tsx'] } }) };
}

/**
 * One run keeps its optimised dependencies in a folder of its own. The Storybook plugin sets one
 * folder for every run of this config: two packages' runs at once (turbo) then rewrote each other's files
 * mid-run, and a run that found another package's (valid by Vite's hash, which ignores the scanned entries)
 * skipped its own scan and reloaded the page on a missing dependency. Set after the Storybook plugin's.
 */
function ownDependencyCache(): Plugin {
  return {
    name: 'paydeck:own-dependency-cache',
    enforce: 'post',
    config: () => ({ cacheDir: `node_modules/.vite/stories-${storiesScopeName}` }),
  };
}

const packagesDir = fileURLToPath(new URL('../../packages', import.meta.url));

export default mergeConfig(
  viteConfig,
  defineConfig({
    define: { __STORIES_PACKAGES__: JSON.stringify(storiesPackages) },
    // Every dependency the stories import is found by one scan before the first test: one found later
    // (ky behind auth's settings) makes Vite reload the page mid-run, which fails the file being loaded.
    optimizeDeps: {
      entries: [
        `${packagesDir}/${storiesPackagesGlob}/src/**/*.stories.tsx`,
        fileURLToPath(new URL('./.storybook/preview.tsx', import.meta.url)),
        fileURLToPath(new URL('./screens/*.test.tsx', import.meta.url)),
      ],
    },
    test: {
      // A package whose stories have no 'screen' story leaves the screens file with nothing to run.
      passWithNoTests: true,
      projects: [
        {
          extends: true,
          plugins: [
            // Stories tagged 'screen' render in screens/ (every brand, both widths), not once more here.
            storybookTest({
              configDir: fileURLToPath(new URL('./.storybook', import.meta.url)),
              tags: { include: ['test'], exclude: ['screen'] },
            }),
            screensInThisProject(),
            ownDependencyCache(),
          ],
          test: {
            name: 'stories',
            setupFiles: ['./.storybook/vitest.setup.ts'],
            browser: browser(),
            // The story files share one page and one module graph: React, react-aria, lingui's catalogs and each
            // package's modules are evaluated once per run, not once per file (a fifth of a package's story CPU,
            // README "Measured"). What a story leaves behind is reset before the next (.storybook/vitest.setup.ts:
            // the live announcer; the decorator re-applies the brand; screens/ restores the page size).
            isolate: false,
          },
        },
      ],
    },
  }),
);
