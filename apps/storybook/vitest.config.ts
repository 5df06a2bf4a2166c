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
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
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
