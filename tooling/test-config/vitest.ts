import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type ViteUserConfig } from 'vitest/config';
import { brandPlugin } from '@paydeck/brand-config/vite';
import { linguiPlugins } from '@paydeck/i18n/vite';

/**
 * The unit-test setup every package shares: React, lingui macros and catalogs, vanilla-extract,
 * the active brand (`virtual:paydeck-brand`), jsdom, and tests beside the code in src/.
 * A package's vitest.config.ts is `export default packageTestConfig()`.
 */
export function packageTestConfig(overrides: { environment?: 'jsdom' | 'node' } = {}): ViteUserConfig {
  return defineConfig({
    plugins: [
      brandPlugin(),
      react(),
      ...linguiPlugins(),
      vanillaExtractPlugin({ unstable_pluginFilter: ({ name }) => name === 'paydeck-brand' }),
    ],
    test: {
      environment: overrides.environment ?? 'jsdom',
      globals: true,
      include: ['src/**/*.test.{ts,tsx}', '*.test.ts'],
      restoreMocks: true,
      // CI runs several turbo tasks at once on two cores: give slow jsdom interactions room.
      testTimeout: 30_000,
    },
  });
}
