import { defineConfig } from 'vitest/config';

// The sandbox is a Node server: no React, lingui or brand plugins (unlike packageTestConfig()).
// One seeded database is built once (global setup) and copied per test file.
export default defineConfig({
  test: {
    environment: 'node',
    globals: true,
    include: ['src/**/*.test.ts'],
    // The files share one module graph (each still opens its own database): re-importing the server and
    // PGlite's WebAssembly for each of 60 files was more than half its CPU (231 s → 106 s of CPU measured, all 1,515 tests passing).
    isolate: false,
    globalSetup: ['./src/test/global-setup.ts'],
    // Passwords at scrypt N=2^12 instead of OWASP's 2^17: every sign-in of every test would cost 0.3 s.
    env: { SANDBOX_SCRYPT_LOG_N: '12' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
