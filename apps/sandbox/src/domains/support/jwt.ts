// The helpdesk's jwt and its switches (api-client PROTOCOL.md, Changes 3). GET /api/zoho/jwt (session bearer)
// answers a token sealed by this process: { customer, generation, expiry }. The controls can make every issued
// token stale (the next call answers 401, the client fetches a new one) and turn 429 on or off.
import type { Sandbox } from '../../sandbox.ts';
import { seal, unseal } from '../../files/links.ts';

export const HELPDESK_JWT_MS = 60 * 60_000;

interface HelpdeskState {
  generation: number;
  rateLimited: boolean;
}
const states = new WeakMap<Sandbox, HelpdeskState>();

export function helpdeskState(sandbox: Sandbox): HelpdeskState {
  let state = states.get(sandbox);
  if (!state) {
    state = { generation: 1, rateLimited: false };
    states.set(sandbox, state);
  }
  return state;
}

export const issueJwt = (sandbox: Sandbox, customerId: number): string =>
  seal({
    k: 'helpdesk',
    c: customerId,
    g: helpdeskState(sandbox).generation,
    e: sandbox.now().getTime() + HELPDESK_JWT_MS,
  });

/** The customer a helpdesk jwt speaks for, or undefined (missing, forged, expired, or made stale). */
export function jwtCustomer(sandbox: Sandbox, token: string | undefined): number | undefined {
  const value = token
    ? (unseal(token) as { k?: unknown; c?: unknown; g?: unknown; e?: unknown } | undefined)
    : undefined;
  if (value?.k !== 'helpdesk' || typeof value.c !== 'number' || typeof value.e !== 'number') return undefined;
  if (value.g !== helpdeskState(sandbox).generation || value.e < sandbox.now().getTime()) return undefined;
  return value.c;
}
