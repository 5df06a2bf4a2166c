import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { defaultBrandId } from '@paydeck/brand-config/node';
import { testBrowserLaunchOptions } from '@paydeck/browser';
import { brands } from './brands.ts';
import { sandboxControlSecret } from './inbox.ts';
import { type JourneyOwner, journeyPorts, sandboxServer, webServer } from './servers.ts';

/**
 * Time limits, from the durations measured on this 2-core machine under the full suite (README, "Measured"):
 * the slowest standard journey took 33 s there (5 s alone), so 60 s; the slowest long one (two tabs, two
 * rounds of refreshes) 41 s, so 120 s. A journey that does more than sign in and check one behaviour says
 * so with `test.setTimeout(journeyTimeout.long)` and a comment.
 */
export const journeyTimeout = { standard: 60_000, long: 120_000 } as const;

interface JourneyOptions {
  /** Serve every brand's own build instead of the app's (only the frame journeys look at every brand). */
  everyBrand?: boolean;
}

/** The Playwright config of one owner's journeys: its own sandbox and build server, Debian's Chromium. */
export function journeyConfig(owner: JourneyOwner, options: JourneyOptions = {}): PlaywrightTestConfig {
  const ports = journeyPorts(owner);
  return defineConfig({
    testDir: './e2e',
    testMatch: '*.spec.ts',
    fullyParallel: true,
    forbidOnly: !!process.env.CI,
    // A failed journey runs once more, recording its trace: a flaky journey (passed on the retry) is told from a
    // broken one, and the reporter fails the run on either.
    retries: 1,
    workers: 2,
    timeout: journeyTimeout.standard,
    reporter: [['list'], [new URL('./journey-reporter.ts', import.meta.url).pathname, { owner }]],
    // Sign-in hashes passwords and the machine may run other suites: assertions wait up to 15 s.
    expect: { timeout: 15_000 },
    outputDir: './test-results',
    use: {
      baseURL: options.everyBrand ? brandOrigin(owner, defaultBrandId) : `http://127.0.0.1:${ports.web}`,
      // Only a retry records a trace (DOM snapshots and screencast of each step): recording one on every first
      // attempt, to keep it when it failed, cost a fifth of a package's journey CPU (README, "Measured"). A first
      // attempt that fails keeps a screenshot of the page as it was.
      trace: 'on-first-retry',
      screenshot: 'only-on-failure',
      // As a person who asked their system for less motion: the skeletons' pulse and the spinners no longer paint
      // frames all the time a journey waits (ui honours the setting). A package's journeys spent about a tenth less
      // CPU (accounts 71 → 64-69 CPU-s, transfers 173 → 155-161; README, "Measured"); the stories keep the motion.
      reducedMotion: 'reduce',
    },
    projects: [
      {
        name: 'chromium',
        use: { ...devices['Desktop Chrome'], headless: true, launchOptions: testBrowserLaunchOptions },
      },
    ],
    webServer: [
      sandboxServer(ports.sandbox, sandboxControlSecret),
      ...(options.everyBrand
        ? brands.map(({ id }, i) => webServer(`dist-brands/${id}`, ports.firstBrand + i, ports.sandbox))
        : [webServer('dist', ports.web, ports.sandbox)]),
    ],
  });
}

/** The origin of a brand's build in a config made with `everyBrand`. */
export function brandOrigin(owner: JourneyOwner, brandId: string): string {
  const index = brands.findIndex(({ id }) => id === brandId);
  if (index < 0) throw new Error(`Unknown brand ${brandId}`);
  return `http://127.0.0.1:${journeyPorts(owner).firstBrand + index}`;
}
