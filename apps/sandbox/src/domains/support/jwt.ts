// The helpdesk's jwt and its switches (api-client PROTOCOL.md, Changes 3). GET /api/zoho/jwt (session bearer)
// answers a token sealed by this process naming who acts: the customer, the user, their session, whether the user is
// an admin acting for another customer (who reads only: review M5), the generation and the expiry. Each helpdesk call
// checks that session is still live (review L4: a logout or revocation ends its jwt at once) and reads the user's
// right on the customer again (a right lowered to 0 ends it too). The controls can make every issued token stale
// (the next call answers 401, the client fetches a new one) and turn 429 on or off.
import { and, eq } from 'drizzle-orm';
import type { CallerRights, RouteCaller } from '../../api/route-policy.ts';
import { seal, unseal } from '../../files/links.ts';
import type { Sandbox } from '../../sandbox.ts';
import { customerAccesses } from '../customer/tables.ts';

export const HELPDESK_JWT_MS = 60 * 60_000;

interface HelpdeskState {
  generation: number;
  rateLimited: boolean;
  /** Customers answered 429 while the others are served (a journey's person, beside other journeys). */
  rateLimitedCustomers: Set<number>;
}
const states = new WeakMap<Sandbox, HelpdeskState>();

export function helpdeskState(sandbox: Sandbox): HelpdeskState {
  let state = states.get(sandbox);
  if (!state) {
    state = { generation: 1, rateLimited: false, rateLimitedCustomers: new Set() };
    states.set(sandbox, state);
  }
  return state;
}

/** Who calls the helpdesk with a jwt. */
export interface HelpdeskCaller extends CallerRights {
  customerId: number;
  userId: number;
  sessionId: string;
}

interface Claims {
  k: 'helpdesk';
  /** The customer, the user, the session. */
  c: number;
  u: number;
  s: string;
  /** The customer is the user's own (a person's own customer without an access row counts as right 2). */
  o: boolean;
  /** An admin acting for another customer: reads only. */
  a: boolean;
  /** A partner site's session: reads only. */
  p: boolean;
  g: number;
  e: number;
}

export const isRateLimited = (sandbox: Sandbox, customerId: number) => {
  const state = helpdeskState(sandbox);
  return state.rateLimited || state.rateLimitedCustomers.has(customerId);
};

export const issueJwt = (sandbox: Sandbox, caller: RouteCaller): string =>
  seal({
    k: 'helpdesk',
    c: caller.customerId,
    u: caller.session.userId,
    s: caller.session.sessionId,
    o: caller.customerId === caller.session.customerId,
    a: caller.session.isAdmin && caller.customerId !== caller.session.customerId,
    p: caller.session.client === 'sei',
    g: helpdeskState(sandbox).generation,
    e: sandbox.now().getTime() + HELPDESK_JWT_MS,
  } satisfies Claims);

const claimsOf = (token: string): Claims | undefined => {
  const value = unseal(token) as Partial<Claims> | undefined;
  const valid =
    value?.k === 'helpdesk' &&
    typeof value.c === 'number' &&
    typeof value.u === 'number' &&
    typeof value.s === 'string' &&
    typeof value.e === 'number';
  return valid ? (value as Claims) : undefined;
};

/** Who a helpdesk jwt speaks for, or undefined (missing, forged, expired, made stale, or its session ended). */
export async function helpdeskCaller(sandbox: Sandbox, token: string | undefined): Promise<HelpdeskCaller | undefined> {
  const claims = token ? claimsOf(token) : undefined;
  if (!claims || claims.g !== helpdeskState(sandbox).generation || claims.e < sandbox.now().getTime()) return undefined;
  if (!(await sandbox.sessions.check(claims.s))) return undefined;
  const caller = { customerId: claims.c, userId: claims.u, sessionId: claims.s };
  if (claims.a) return { ...caller, accessRights: 2, readsOnly: true };
  const [access] = await sandbox.db
    .select({ rights: customerAccesses.accessRights })
    .from(customerAccesses)
    .where(and(eq(customerAccesses.userId, claims.u), eq(customerAccesses.customerId, claims.c)));
  return { ...caller, accessRights: access?.rights ?? (claims.o ? 2 : 0), readsOnly: claims.p };
}
