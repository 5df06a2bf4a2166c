import { defineConfig } from 'vitest/config';

// brand-config is below the test preset (which uses it), so it has its own minimal setup.
export default defineConfig({
  test: { environment: 'node', include: ['src/**/*.test.ts', '*.test.ts'], testTimeout: 60_000 },
});
