// Small HTTP helpers shared by the route modules.
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { invalidJson } from './api/dispatch.ts';

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

export function clientIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? '127.0.0.1';
  } catch {
    return '127.0.0.1'; // app.request() in tests has no socket
  }
}

export const bearerToken = (c: Context): string | undefined => {
  const header = c.req.header('authorization');
  return header?.toLowerCase().startsWith('bearer ') ? header.slice(7).trim() : undefined;
};

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
