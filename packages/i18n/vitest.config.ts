import { defineConfig } from 'vitest/config';
import { linguiPlugins } from './vite.ts';

// i18n sits below the shared test preset (which imports it), so it has its own small setup:
// the lingui macros and .po compilation, node by default (jsdom per file where a test needs it).
export default defineConfig({
  plugins: [...linguiPlugins()],
  test: {
    environment: 'node',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    testTimeout: 30_000,
  },
});
