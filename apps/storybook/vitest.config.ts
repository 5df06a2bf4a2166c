import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import { chromiumLaunchOptions } from '@paydeck/browser';
import viteConfig from './vite.config.ts';

// Every story becomes a test (render, play function, axe check) in headless Debian Chromium.
export default mergeConfig(
  viteConfig,
  defineConfig({
    plugins: [storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) })],
    test: {
      name: 'storybook',
      setupFiles: ['./.storybook/vitest.setup.ts'],
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({ launchOptions: chromiumLaunchOptions }),
        instances: [{ browser: 'chromium' }],
      },
    },
  }),
);
