import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Context } from 'hono';
import { proxy } from 'hono/proxy';
import { createProxyServer } from 'http-proxy-3';

/** Forwards a request to the sandbox API as it came (method, body, headers, cookies), same path and query. */
export async function forward(c: Context, upstream: string): Promise<Response> {
  const url = new URL(c.req.url);
  return proxy(new URL(url.pathname + url.search, upstream), {
    raw: c.req.raw,
    // A redirect goes back to the browser as it came (the partner authorise URL sends it to the app's
    // /auth/sei page); followed here, the sandbox would be asked for the app's page.
    redirect: 'manual',
    headers: {
      ...c.req.header(),
      'X-Forwarded-Host': c.req.header('host'),
      'X-Forwarded-Proto': c.req.header('x-forwarded-proto') ?? url.protocol.replace(':', ''),
    },
  }).catch(() => c.text('The API is not reachable', 502));
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
    if (new URL(req.url ?? '/', 'http://localhost').pathname === '/ws') ws.ws(req, socket, head);
    else socket.destroy();
  });
  return () => ws.close();
}
