// Every /__sandbox call needs the controls' secret, in a header only (a query string reaches access logs and
// browser history; review L8): `x-sandbox-secret` (tests, journeys, scripts) or HTTP Basic's password (a
// person's browser: the 401 asks for it, any user name, and the browser sends it with every later request
// of the inbox, its form posts and their redirects included). The inbox lists every code sent, so no other
// web page or local process may read it or approve through it. A change (anything but GET/HEAD) must also
// come from the sandbox's own origin when a browser says where it comes from (Origin, Sec-Fetch-Site); one
// authenticated by the browser (Basic, which it sends on its own) must say so, or a page elsewhere could post.
import { timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';

export const CONTROL_SECRET_HEADER = 'x-sandbox-secret';

/** What the browser shows when it asks for the secret. */
export const CONTROL_REALM =
  'Basic realm="Paydeck sandbox controls (any user name, the secret as password)", charset="UTF-8"';

const same = (given: string, secret: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** The password of an `Authorization: Basic` header, or undefined. */
function basicPassword(authorization: string | undefined): string | undefined {
  const [scheme, encoded] = authorization?.trim().split(/\s+/) ?? [];
  if (scheme?.toLowerCase() !== 'basic' || !encoded) return undefined;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? undefined : decoded.slice(colon + 1);
}

/** The origin this request was addressed to (behind apps/server: the forwarded host and protocol). */
function ownOrigin(c: Context): string {
  const url = new URL(c.req.url);
  const host = c.req.header('x-forwarded-host') ?? c.req.header('host') ?? url.host;
  const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() ?? url.protocol.replace(':', '');
  return `${proto}://${host}`;
}

export function controlGuard(secret: string): MiddlewareHandler {
  return async (c, next) => {
    const header = c.req.header(CONTROL_SECRET_HEADER);
    const basic = header === undefined ? basicPassword(c.req.header('authorization')) : undefined;
    if (!same(header ?? basic ?? '', secret))
      return c.json({ message: 'The sandbox controls need their secret' }, 401, { 'www-authenticate': CONTROL_REALM });
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      const origin = c.req.header('origin');
      const site = c.req.header('sec-fetch-site');
      if (
        (origin !== undefined && origin !== ownOrigin(c)) ||
        (site !== undefined && site !== 'same-origin' && site !== 'none') ||
        (basic !== undefined && origin === undefined && site === undefined)
      )
        return c.json({ message: 'Sandbox controls only take changes from their own pages' }, 403);
    }
    await next();
  };
}
