// Download links: a plain GET (payments.md 7, "file downloads use a plain GET") cannot carry the
// bearer token, so a file is a capability URL: /api/files/<payload>.<signature>. The payload says
// what to generate and for whom; the HMAC (a key of this process) makes it unforgeable and the
// expiry short-lived. Nothing is stored: the file is generated from the ledger when it is fetched.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a download link works after the call that answered it. */
export const LINK_LIFETIME_MS = 30 * 60_000;
export const FILES_PATH = '/api/files';

/** What a link carries: its kind (`k`, the name of a FileKind) and that kind's fields. */
export type FileRequest = { k: string } & Record<string, unknown>;

const key = randomBytes(32);
const sign = (body: string) => createHmac('sha256', key).update(body).digest('base64url');

/** A signed, opaque text carrying `value` (download links, export ids). */
export function seal(value: object): string {
  const body = Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${body}.${sign(body)}`;
}

/** The value of a text sealed by this process, or undefined. */
export function unseal(token: string): unknown {
  const [body, signature, ...rest] = token.split('.');
  if (!body || !signature || rest.length > 0) return undefined;
  const expected = Buffer.from(sign(body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

/** The path of a download link for `request`, valid for LINK_LIFETIME_MS from `now`. */
export function fileLink(request: FileRequest, now: Date): string {
  return `${FILES_PATH}/${seal({ ...request, exp: now.getTime() + LINK_LIFETIME_MS })}`;
}

/** The request of a link (its kind's fields are checked by the kind), or why it is refused. */
export function readFileLink(token: string, now: Date): FileRequest | 'invalid' | 'expired' {
  const opened = unseal(token) as { exp?: unknown; k?: unknown } | undefined;
  if (!opened || typeof opened.exp !== 'number' || typeof opened.k !== 'string') return 'invalid';
  if (opened.exp < now.getTime()) return 'expired';
  const { exp: _, ...request } = opened;
  return request as FileRequest;
}
