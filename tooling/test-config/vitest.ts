import { globSync, readFileSync } from 'node:fs';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig, type ViteUserConfig } from 'vitest/config';
import { brandPlugin } from '@paydeck/brand-config/vite';
import { linguiPlugins } from '@paydeck/i18n/vite';

const testFiles = ['src/**/*.test.{ts,tsx}', '*.test.ts'];

/**
 * The test files that replace a module with `vi.mock`: they run isolated. The other files share one module
 * graph and one DOM (no re-import of React, react-aria, lingui and jsdom per file: a quarter of the CPU
 * they took), which a mock cannot do: a module another file imported first is never replaced.
 */
function filesWithModuleMocks(root: string): string[] {
  return globSync(testFiles, { cwd: root }).filter((file) =>
    /\bvi\.mock\(/.test(readFileSync(`${root}/${file}`, 'utf8')),
  );
}

/**
 * The unit-test setup every package shares: React, lingui macros and catalogs, vanilla-extract,
 * the active brand (`virtual:paydeck-brand`), jsdom, and tests beside the code in src/.
 * A package's vitest.config.ts is `export default packageTestConfig()`.
 */
export function packageTestConfig(overrides: { environment?: 'jsdom' | 'node' } = {}): ViteUserConfig {
  const environment = overrides.environment ?? 'jsdom';
  const mocking = filesWithModuleMocks(process.cwd());
  return defineConfig({
    plugins: [
      brandPlugin(),
      react(),
      ...linguiPlugins(),
      vanillaExtractPlugin({ unstable_pluginFilter: ({ name }) => name === 'paydeck-brand' }),
    ],
    test: {
      environment,
      globals: true,
      restoreMocks: true,
      setupFiles: environment === 'jsdom' ? [new URL('./dom-cleanup.ts', import.meta.url).pathname] : [],
      // CI runs several turbo tasks at once on two cores: give slow jsdom interactions room.
      testTimeout: 30_000,
      projects: [
        {
          extends: true,
          test: {
            name: 'shared',
            include: testFiles,
            exclude: [...configDefaults.exclude, ...mocking],
            isolate: false,
          },
        },
        ...(mocking.length > 0 ? [{ extends: true, test: { name: 'isolated', include: mocking, isolate: true } }] : []),
      ],
    },
  });
}
