import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { proxy } from 'hono/proxy';
import { createProxyServer } from 'http-proxy-3';

/** API and token answers are never kept by a browser or a cache on the way (a file download may say otherwise). */
export const apiCaching = 'no-store';

/** The address of the peer connected to this server (none under `app.request`, which has no socket). */
function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/**
 * Forwards a request to the sandbox API as it came (method, body, headers, cookies), same path and query.
 * `X-Forwarded-For` is this server's own word: the socket's address, replacing any the browser sent (the
 * sandbox believes it only from a proxy it trusts: SANDBOX_TRUSTED_PROXIES).
 */
export async function forward(c: Context, upstream: string): Promise<Response> {
  const url = new URL(c.req.url);
  const answer = await proxy(new URL(url.pathname + url.search, upstream), {
    raw: c.req.raw,
    // A redirect goes back to the browser as it came (the partner authorise URL sends it to the app's
    // /auth/sei page); followed here, the sandbox would be asked for the app's page.
    redirect: 'manual',
    headers: {
      ...c.req.header(),
      'x-forwarded-for': socketAddress(c),
      'X-Forwarded-Host': c.req.header('host'),
      'X-Forwarded-Proto': c.req.header('x-forwarded-proto') ?? url.protocol.replace(':', ''),
    },
  }).catch(() => c.text('The API is not reachable', 502));
  if (!answer.headers.has('cache-control')) answer.headers.set('Cache-Control', apiCaching);
  return answer;
}

/**
 * The realtime channel (`/ws`): WebSocket upgrades on the server are piped to the sandbox (Hono's fetch
 * handler never sees them). Any other upgrade is refused.
 */
type UpgradeListener = (req: IncomingMessage, socket: Duplex, head: Buffer) => void;

export function forwardWebSockets(
  server: { on(event: 'upgrade', listener: UpgradeListener): unknown },
  upstream: string,
) {
  const ws = createProxyServer({ target: upstream, ws: true });
  ws.on('error', (_error, _req, socket) => {
    if (socket && 'destroy' in socket) (socket as Duplex).destroy();
  });
  server.on('upgrade', (req, socket, head) => {
    if (new URL(req.url ?? '/', 'http://localhost').pathname !== '/ws') return socket.destroy();
    // As for every forwarded request: the socket's address, never the one the client sent.
    if (req.socket.remoteAddress) req.headers['x-forwarded-for'] = req.socket.remoteAddress;
    else delete req.headers['x-forwarded-for'];
    ws.ws(req, socket, head);
  });
  return () => ws.close();
}
