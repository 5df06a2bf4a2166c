import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '@paydeck/browser';
import { brandServers } from './support/brands.ts';

const webPort = 4173;
const sandboxPort = 8787;

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: 'list',
  // CI runs several heavy tasks at once on two cores: give assertions room.
  expect: { timeout: 15_000 },
  outputDir: './test-results',
  use: {
    baseURL: `http://127.0.0.1:${webPort}`,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        headless: true,
        // Debian's /usr/bin/chromium: Playwright cannot download its own browsers here.
        launchOptions: chromiumLaunchOptions,
      },
    },
  ],
  webServer: [
    {
      // The sandbox API with a fresh in-memory database, seeded with the demo people, and its controls
      // (inbox, messages, faults) switched on for the journeys.
      command: 'pnpm --filter @paydeck/sandbox run start',
      url: `http://127.0.0.1:${sandboxPort}/health`,
      env: { SANDBOX_DATA_DIR: 'memory://', SANDBOX_CONTROL: '1', PORT: String(sandboxPort) },
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    {
      // The production build of apps/web (turbo's e2e task depends on ^build).
      command: `pnpm --filter @paydeck/web run preview`,
      url: `http://127.0.0.1:${webPort}/login`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    // One server per brand build (turbo's e2e task depends on apps/web's build:brands).
    ...brandServers.map(({ id, port }) => ({
      command: `pnpm --filter @paydeck/web run preview:brand dist-brands/${id} --port ${port}`,
      url: `http://127.0.0.1:${port}/login`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    })),
  ],
});
