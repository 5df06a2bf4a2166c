// Opaque tokens, their hashes and random digits: what sessions, codes and the idempotency store share.
import { createHash, randomBytes, randomInt } from 'node:crypto';

/** A random opaque token (256 bits, base64url). */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** What the database keeps instead of a token. */
export const sha256Hex = (text: string): string => createHash('sha256').update(text).digest('hex');

export const digits = (length: number): string => Array.from({ length }, () => String(randomInt(0, 10))).join('');
