// Every /__sandbox call needs the controls' secret (`?secret=` or the `x-sandbox-secret` header): the
// inbox lists every code sent, so no other web page or local process may read it or approve through
// it. A change (anything but GET/HEAD) must also come from the sandbox's own origin when a browser
// says where it comes from (Origin, Sec-Fetch-Site): a page elsewhere cannot post to it.
import { timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';

export const CONTROL_SECRET_HEADER = 'x-sandbox-secret';

const same = (given: string, secret: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** The origin this request was addressed to (behind apps/server: the forwarded host and protocol). */
function ownOrigin(c: Context): string {
  const url = new URL(c.req.url);
  const host = c.req.header('x-forwarded-host') ?? c.req.header('host') ?? url.host;
  const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() ?? url.protocol.replace(':', '');
  return `${proto}://${host}`;
}

export function controlGuard(secret: string): MiddlewareHandler {
  return async (c, next) => {
    const given = c.req.header(CONTROL_SECRET_HEADER) ?? c.req.query('secret') ?? '';
    if (!same(given, secret)) return c.json({ message: 'The sandbox controls need their secret' }, 401);
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      const origin = c.req.header('origin');
      const site = c.req.header('sec-fetch-site');
      if (
        (origin !== undefined && origin !== ownOrigin(c)) ||
        (site !== undefined && site !== 'same-origin' && site !== 'none')
      )
        return c.json({ message: 'Sandbox controls only take changes from their own pages' }, 403);
    }
    await next();
  };
}
