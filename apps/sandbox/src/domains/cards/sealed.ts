// Card secrets at rest: a text column whose values are sealed with AES-256-GCM before they reach the
// database (`v1:<iv>:<tag>:<ciphertext>`, base64url) and opened when read. The key comes from
// SANDBOX_CARD_KEY (32 bytes, base64); without it a fixed demo key is used — the demo data is public
// anyway, the point is that a copy of the database alone shows no PIN, CVV or card number. A bank
// would take the key from its key management service.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { customType } from 'drizzle-orm/pg-core';

const PREFIX = 'v1';

function cardKey(env: NodeJS.ProcessEnv = process.env): Buffer {
  const given = env.SANDBOX_CARD_KEY ? Buffer.from(env.SANDBOX_CARD_KEY, 'base64') : undefined;
  if (given?.length === 32) return given;
  return createHash('sha256').update('paydeck sandbox demo card key').digest();
}

let key: Buffer | undefined;

export function seal(plain: string): string {
  key ??= cardKey();
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [PREFIX, iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join(':');
}

export function open(stored: string): string {
  const [prefix, iv, tag, sealed] = stored.split(':');
  if (prefix !== PREFIX || !iv || !tag || sealed === undefined) return stored; // a row from before sealing
  key ??= cardKey();
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
}

/** A `text` column holding a sealed value; the code reads and writes the plain text. */
export const sealedText = customType<{ data: string; driverData: string }>({
  dataType: () => 'text',
  toDriver: seal,
  fromDriver: open,
});
