import { defineConfig } from 'vitest/config';
import { linguiPlugins } from './vite.ts';

// i18n sits below the shared test preset (which imports it), so it has its own small setup:
// the lingui macros and .po compilation, node by default (jsdom per file where a test needs it). The files share
// one worker (none replaces a module): 8.7 → 4.9 CPU-s.
export default defineConfig({
  plugins: [...linguiPlugins()],
  test: {
    environment: 'node',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}', '*.test.ts'],
    restoreMocks: true,
    isolate: false,
    testTimeout: 30_000,
  },
});
