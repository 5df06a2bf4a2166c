// Environment: PORT, DATABASE_URL (PostgreSQL) or SANDBOX_DATA_DIR (PGlite folder or memory://),
// SANDBOX_CONTROL=1 for the inbox and the test controls (SANDBOX_CONTROL_SECRET: the secret they need,
// made at start and printed when absent), SANDBOX_ANSWER_CACHE=0 to turn off the read-only answer cache,
// SANDBOX_SCRYPT_LOG_N to lower the password hashing cost (tests only), SANDBOX_SNAPSHOT for an in-memory
// database loaded from that seeded snapshot file, written there first by the start that finds none (journeys),
// SANDBOX_TRUSTED_PROXIES: the proxies (apps/server) whose X-Forwarded-For names the client.
import { isIP } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { DbTarget } from './db/open.ts';

export const defaultDataDir = fileURLToPath(new URL('../.sandbox-data', import.meta.url));

export function dbTargetFromEnv(env: NodeJS.ProcessEnv = process.env): DbTarget {
  if (env.DATABASE_URL) return { databaseUrl: env.DATABASE_URL };
  return { pgliteDir: env.SANDBOX_DATA_DIR || defaultDataDir };
}

export const snapshotFromEnv = (env: NodeJS.ProcessEnv = process.env): string | undefined =>
  env.SANDBOX_SNAPSHOT || undefined;

export const portFromEnv = (env: NodeJS.ProcessEnv = process.env): number => Number(env.PORT || 8787);
export const controlFromEnv = (env: NodeJS.ProcessEnv = process.env): boolean => env.SANDBOX_CONTROL === '1';
export const answerCacheFromEnv = (env: NodeJS.ProcessEnv = process.env): boolean => env.SANDBOX_ANSWER_CACHE !== '0';
export const controlSecretFromEnv = (env: NodeJS.ProcessEnv = process.env): string | undefined =>
  env.SANDBOX_CONTROL_SECRET || undefined;

/** SANDBOX_TRUSTED_PROXIES: a comma list of IP addresses (none by default); anything else stops the start. */
export function trustedProxiesFromEnv(env: NodeJS.ProcessEnv = process.env): ReadonlySet<string> {
  const addresses = (env.SANDBOX_TRUSTED_PROXIES ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  for (const address of addresses)
    if (!isIP(address)) throw new Error(`SANDBOX_TRUSTED_PROXIES: "${address}" is not an IP address`);
  return new Set(addresses);
}
