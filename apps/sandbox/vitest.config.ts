import { defineConfig } from 'vitest/config';

// The sandbox is a Node server: no React, lingui or brand plugins (unlike packageTestConfig()).
// One seeded database is built once (global setup) and copied per test file.
export default defineConfig({
  test: {
    environment: 'node',
    globals: true,
    include: ['src/**/*.test.ts'],
    globalSetup: ['./src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
