// GET /api/files/<link>: the download links the methods answer (files/links.ts). The link names its
// kind (a FileKind of some domain); the file is generated now, for the customer the link was made for. Who may call
// it (api/route-policy.ts): whoever holds the link, its HMAC and expiry being its secret.
import { Hono } from 'hono';
import * as v from 'valibot';
import { policed, type RoutePolicy } from '../api/route-policy.ts';
import type { Sandbox } from '../sandbox.ts';
import type { FileKind } from './kinds.ts';
import { readFileLink } from './links.ts';

export const fileLinkPolicy = {
  'GET /:link': { public: 'the sealed download link (HMAC of this process, 30 minutes) made for one customer' },
} as const satisfies RoutePolicy;

export function fileRoutes(sandbox: Sandbox, kinds: readonly FileKind[]): Hono {
  const byName = new Map(kinds.map((kind) => [kind.name, kind]));
  const app = new Hono();
  const route = policed(app, fileLinkPolicy);
  route('GET /:link', async (c) => {
    const request = readFileLink(c.req.param('link') ?? '', sandbox.now());
    if (request === 'expired') return c.json({ message: 'This download link has expired' }, 410);
    const kind = request === 'invalid' ? undefined : byName.get(request.k);
    const parsed = kind ? v.safeParse(kind.request, request) : undefined;
    if (!kind || !parsed?.success) return c.json({ message: 'Unknown download link' }, 404);
    const file = await kind.generate(sandbox.db, parsed.output, sandbox.now());
    if (!file) return c.json({ message: 'Not found' }, 404);
    return c.body(typeof file.body === 'string' ? file.body : new Uint8Array(file.body), 200, {
      'content-type': file.type,
      'content-disposition': `attachment; filename="${file.name.replace(/[^\w.-]/g, '_')}"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
  });
  return app;
}
