// Download links: a plain GET (payments.md 7, "file downloads use a plain GET") cannot carry the
// bearer token, so a file is a capability URL: /api/files/<payload>.<signature>. The payload says
// what to generate and for whom; the HMAC (a key of this process) makes it unforgeable and the
// expiry short-lived. Nothing is stored: the file is generated from the ledger when it is fetched.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';

/** How long a download link works after the call that answered it. */
export const LINK_LIFETIME_MS = 30 * 60_000;
export const FILES_PATH = '/api/files';

const FileRequestSchema = v.variant('k', [
  /** An account statement over a period, PDF or CSV. */
  v.object({
    k: v.literal('statement'),
    c: v.number(),
    a: v.number(),
    f: v.string(),
    t: v.string(),
    fmt: v.picklist(['pdf', 'csv']),
    b: v.optional(v.string()),
  }),
  /** The account confirmation letter, on the brand's letterhead. */
  v.object({ k: v.literal('confirmation'), c: v.number(), a: v.number(), b: v.string() }),
  /** An accepted agreement (terms entry) of a user. */
  v.object({ k: v.literal('agreement'), u: v.number(), id: v.number() }),
  /** The file of a transfer batch, as uploaded. */
  v.object({ k: v.literal('batch'), c: v.number(), id: v.number() }),
  /** A sample mass-transfer file of one type. */
  v.object({ k: v.literal('sample'), type: v.string() }),
]);
export type FileRequest = v.InferOutput<typeof FileRequestSchema>;

/** An export being built: its id carries the request and when it started (the build takes a moment). */
const ExportSchema = v.object({
  k: v.literal('export'),
  c: v.number(),
  a: v.number(),
  f: v.string(),
  t: v.string(),
  fmt: v.picklist(['pdf', 'csv']),
  b: v.optional(v.string()),
  at: v.number(),
});
export type ExportRequest = v.InferOutput<typeof ExportSchema>;

const key = randomBytes(32);
const sign = (body: string) => createHmac('sha256', key).update(body).digest('base64url');

function seal(value: object): string {
  const body = Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${body}.${sign(body)}`;
}

function open(token: string): unknown {
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

/** The request of a link, or why it is refused. */
export function readFileLink(token: string, now: Date): FileRequest | 'invalid' | 'expired' {
  const opened = open(token) as { exp?: unknown } | undefined;
  if (!opened || typeof opened.exp !== 'number') return 'invalid';
  if (opened.exp < now.getTime()) return 'expired';
  const parsed = v.safeParse(FileRequestSchema, opened);
  return parsed.success ? parsed.output : 'invalid';
}

export const exportId = (request: Omit<ExportRequest, 'k'>): string => seal({ k: 'export', ...request });

export function readExportId(id: string): ExportRequest | undefined {
  const parsed = v.safeParse(ExportSchema, open(id));
  return parsed.success ? parsed.output : undefined;
}
