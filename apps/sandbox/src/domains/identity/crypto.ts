// Password hashing (scrypt at OWASP's cost), PKCE S256, constant-time code checks and the SMS identifier.
import { createHash, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;

/**
 * scrypt cost as log2(N). OWASP's password storage cheat sheet: N=2^17, r=8, p=1 (128 MiB; 2.7 s on this
 * busy 2-core machine, once per sign-in). `SANDBOX_SCRYPT_LOG_N` lowers it for tests, the one setting that may.
 */
export const scryptLogN = (env: NodeJS.ProcessEnv = process.env): number => {
  const value = Number(env.SANDBOX_SCRYPT_LOG_N || 17);
  return Number.isInteger(value) && value >= 10 && value <= 20 ? value : 17;
};
const R = 8;
const P = 1;

function derive(password: string, salt: Buffer, logN: number, length: number): Promise<Buffer> {
  const N = 2 ** logN;
  return new Promise((resolve, reject) =>
    scrypt(password, salt, length, { N, r: R, p: P, maxmem: 256 * N * R }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** `scrypt$<log2 N>$<salt b64url>$<hash b64url>` (r 8, p 1); the cost travels with the hash. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const logN = scryptLogN();
  const hash = await derive(password, salt, logN, KEY_LENGTH);
  return `scrypt$${logN}$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  // The first version kept no cost: `scrypt$<salt>$<hash>` at N=2^14.
  const [scheme, logN, salt, hash] = parts.length === 3 ? [parts[0], '14', parts[1], parts[2]] : parts;
  if (scheme !== 'scrypt' || !salt || !hash || !logN) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), Number(logN), expected.length);
  return timingSafeEqual(actual, expected);
}

let dummy: Promise<string> | undefined;
/**
 * Spends the time of a real password check when there is no user (or the sign-in is refused before
 * the check), so the answer time does not tell which usernames exist.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummy ??= hashPassword(randomBytes(16).toString('base64url'));
  await verifyPassword(password, await dummy);
}

/** Compares a given code with the stored SHA-256 hex of the real one in constant time. */
export function codeMatches(given: string, storedHash: string | null): boolean {
  if (storedHash === null) return false;
  const actual = createHash('sha256').update(given.trim()).digest();
  const expected = Buffer.from(storedHash, 'hex');
  return expected.length === actual.length && timingSafeEqual(actual, expected);
}

/** Wrong one-time codes a code survives: the fifth wrong try spends it. */
export const CODE_TRIES = 5;

/** PKCE S256: BASE64URL(SHA256(verifier)). */
export const pkceChallenge = (verifier: string): string => createHash('sha256').update(verifier).digest('base64url');

/** The challenge (and the verifier) alphabet and length of RFC 7636: 43..128 of [A-Za-z0-9-._~]. */
export const PKCE_TEXT = /^[A-Za-z0-9\-._~]{43,128}$/;

/** A two-digit identifier 10..99 shown with an SMS code so the person can match message and screen. */
export const twoDigitIdentifier = (): string => String(randomInt(10, 100));
