// Small HTTP helpers shared by the route modules.
import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { invalidJson } from './api/dispatch.ts';

declare module 'hono' {
  interface ContextVariableMap {
    /** The client's address, found once per request (`clientAddress`). */
    clientIp: string;
  }
}

/** The JSON body: undefined when empty, `invalidJson` when it does not parse. */
export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return invalidJson;
  }
}

/** An IPv4-mapped IPv6 address (a dual-stack socket's `::ffff:127.0.0.1`) as the IPv4 address it is. */
const plainAddress = (address: string) => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');

function peerAddress(c: Context): string {
  try {
    return plainAddress(getConnInfo(c).remote.address ?? '127.0.0.1');
  } catch {
    return '127.0.0.1'; // app.request() in tests has no socket
  }
}

/**
 * Who the client is: the socket's peer, unless that peer is a trusted proxy (apps/server, which sets
 * `X-Forwarded-For` to its own peer): then the address that proxy added, the header's last entry. Anyone
 * else's header, and anything in it that is no address, is not believed.
 */
export function forwardedClientIp(peer: string, forwardedFor: string | undefined, trusted: ReadonlySet<string>) {
  const socket = plainAddress(peer);
  if (!forwardedFor || !trusted.has(socket)) return socket;
  const added = plainAddress(forwardedFor.split(',').at(-1)?.trim() ?? '');
  return isIP(added) ? added : socket;
}

/** Finds the client's address once per request (the sandbox's trusted proxies: SANDBOX_TRUSTED_PROXIES). */
export const clientAddress =
  (trusted: ReadonlySet<string>): MiddlewareHandler =>
  async (c, next) => {
    c.set('clientIp', forwardedClientIp(peerAddress(c), c.req.header('x-forwarded-for'), trusted));
    await next();
  };

export const clientIp = (c: Context): string => c.get('clientIp') ?? peerAddress(c);

/** API and token answers are never kept by a browser or a cache on the way; a file download says its own. */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.res.status !== 101 && !c.res.headers.has('cache-control')) c.res.headers.set('cache-control', 'no-store');
};

export const bearerToken = (c: Context): string | undefined => {
  const header = c.req.header('authorization');
  return header?.toLowerCase().startsWith('bearer ') ? header.slice(7).trim() : undefined;
};

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
