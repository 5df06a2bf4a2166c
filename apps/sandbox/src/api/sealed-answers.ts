// A stored answer can hold what must not lie readable in the database (a session's tokens, a card's PIN): the
// idempotency stores keep it sealed with a key derived from the call's own Idempotency-Key (HKDF-SHA256, AES-256-GCM)
// and find it by that key's SHA-256. The caller who repeats the call holds the key; the database alone opens nothing.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { sha256Hex } from '../crypto.ts';

/** What the store's `key` column holds: the Idempotency-Key's SHA-256, never the key. */
export const storedKey = (idempotencyKey: string): string => sha256Hex(idempotencyKey);

const sealingKey = (idempotencyKey: string, scope: string): Buffer =>
  Buffer.from(hkdfSync('sha256', idempotencyKey, 'paydeck idempotency store', scope, 32));

/** `value` as JSON sealed for `scope` (the method or route): `iv.tag.ciphertext`, each base64url. */
export function seal(value: unknown, idempotencyKey: string, scope: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(idempotencyKey, scope), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}

/** The sealed value, or undefined when it was sealed with another key or scope (or is not a sealed value). */
export function unseal(sealed: unknown, idempotencyKey: string, scope: string): unknown {
  if (typeof sealed !== 'string') return undefined;
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealingKey(idempotencyKey, scope), iv);
    decipher.setAuthTag(tag);
    return JSON.parse(Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8'));
  } catch {
    return undefined;
  }
}
