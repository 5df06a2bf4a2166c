import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Who runs browser journeys: the shell's smoke journeys (this folder), the frame of every brand (frames/) and each
 * package's own (packages/<name>/e2e). Each gets its own ports, so turbo can run two packages' journeys side by side,
 * and none collides with `npm start` (4173, 8787). A package joins with one word here.
 */
export const journeyOwners = [
  'shell',
  'frames',
  'auth',
  'accounts',
  'cards',
  'kyc',
  'registration',
  'transfers',
  'invoices',
  'merchant',
  'contracts',
  'support',
] as const;
export type JourneyOwner = (typeof journeyOwners)[number];

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Where the journeys' ports start (JOURNEY_PORT_BASE moves them, e.g. for a second checkout's run). */
const portBase = Number(process.env.JOURNEY_PORT_BASE ?? 4300);

/** web: the app's production build; sandbox: the API; brands: one port per brand build after web. */
export function journeyPorts(owner: JourneyOwner) {
  const base = portBase + journeyOwners.indexOf(owner) * 10;
  return { web: base, sandbox: base + 1, firstBrand: base + 2 };
}

/** The sandbox with a fresh in-memory database, seeded with the demo people, controls on (with a secret). */
export function sandboxServer(port: number, controlSecret: string) {
  return {
    command: 'pnpm --filter @paydeck/sandbox run start',
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/health`,
    env: {
      SANDBOX_DATA_DIR: 'memory://',
      SANDBOX_CONTROL: '1',
      SANDBOX_CONTROL_SECRET: controlSecret,
      // scrypt at 2^12 instead of OWASP's 2^17, as in the sandbox's unit tests: the journeys check what people
      // do, and each of their ~150 sign-ins otherwise spent 0.3-2.7 s of CPU on the hash alone.
      SANDBOX_SCRYPT_LOG_N: '12',
      // merchant webhooks and IPN may be sent to 127.0.0.1 (a journey's local receiver); private ranges stay refused.
      SANDBOX_MERCHANT_ALLOW_LOOPBACK: '1',
      // the journeys' web server (apps/server, on this machine) names the browser's address in X-Forwarded-For.
      SANDBOX_TRUSTED_PROXIES: '127.0.0.1',
      PORT: String(port),
    },
    reuseExistingServer: false,
    timeout: 120_000,
  };
}

/**
 * A production build of apps/web (`dist`, or `dist-brands/<id>`) served by the production server
 * (apps/server: compressed assets, security headers, prerendered public pages), the API roots forwarded
 * to the sandbox. The build is not made here: `pnpm test` builds first (see turbo.json), so a
 * package's journeys are not rerun when only a sibling feature changed.
 */
export function webServer(dist: string, port: number, sandboxPort: number) {
  const folder = `${repoRoot}apps/web/${dist}`;
  if (!existsSync(`${folder}/index.html`)) {
    throw new Error(
      `No build in apps/web/${dist}: run \`pnpm exec turbo run build --filter=@paydeck/web\` (and \`pnpm --filter @paydeck/web build:brands\` for dist-brands)`,
    );
  }
  return {
    command: `pnpm --filter @paydeck/server start --dist ${folder} --port ${port}`,
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/login`,
    // The journeys read the inbox and drive the controls through the web server (development only).
    env: { SANDBOX_URL: `http://127.0.0.1:${sandboxPort}`, FORWARD_SANDBOX_CONTROLS: '1' },
    reuseExistingServer: false,
    timeout: 60_000,
  };
}
