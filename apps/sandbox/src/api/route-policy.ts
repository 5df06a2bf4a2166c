// Who may call each route that is not the method API (issue 36: one access policy). A router declares one table,
// `'METHOD /path'` → need, and registers its routes through `policed`, which puts the need's check in front of the
// handler: a route missing from the table does not type-check, and route-policy.test.ts walks the routers and fails
// for a route that was not declared. The needs:
//   { public: '…' }    anyone: the request carries its own secret (a signed link, a signing token), named here
//   { method: '…' }    the path form of a registered method: dispatch applies that method's policy
//   'read'             rights 1-5 on the customer acted for (a person's own customer counts as 2); an admin acting
//                      for another customer too
//   'own'              the customer's own records that are neither its money nor its documents (support tickets):
//                      rights 1-5; never a read-only caller
//   'upload' 2-5, 'initiate' 2, 3, 4, 'full' 2: the company rights of the method API's table (access-policy.ts,
//                      as domains/company/access.ts); never a read-only caller
// Read-only callers: an admin acting for another customer, and a partner site's session (as in dispatch.ts).
import { and, eq } from 'drizzle-orm';
import type { Context, Env, Handler, Hono, MiddlewareHandler } from 'hono';
import { accessDenied, failure, unauthorized } from './answers.ts';
import { rightsFor } from './access-policy.ts';
import { customerAccesses, customers } from '../domains/customer/tables.ts';
import type { Session } from '../domains/identity/sessions.ts';
import { bearerToken } from '../http.ts';
import type { Sandbox } from '../sandbox.ts';

export type AccessNeed = 'read' | 'own' | 'upload' | 'initiate' | 'full';
export type RouteNeed = AccessNeed | { public: string } | { method: string };
export type RouteKey = `${'GET' | 'POST' | 'PUT' | 'DELETE'} /${string}`;
export type RoutePolicy = Readonly<Record<RouteKey, RouteNeed>>;

/** What a need is judged on: the right on the customer acted for, and whether the caller only reads. */
export interface CallerRights {
  accessRights: number;
  /** An admin acting for another customer, or a partner site's session. */
  readsOnly: boolean;
}

export interface RouteCaller extends CallerRights {
  session: Session;
  /** The customer acted for: the session's own, or the one asked for (X-Customer-Id, fromCustomerId). */
  customerId: number;
}

export interface CallerRefusal {
  status: 401 | 403 | 404;
  /** session: no live session; customer: no such customer; access: no right on it; right: a right too low. */
  reason: 'session' | 'customer' | 'access' | 'right';
  message: string;
}

export function mayCall(caller: CallerRights, need: AccessNeed): boolean {
  if (caller.readsOnly && need !== 'read') return false;
  return rightsFor[need === 'own' ? 'read' : need].includes(caller.accessRights);
}

export const needRefusal = (customerId: number): CallerRefusal => ({
  status: 403,
  reason: 'right',
  message: `Your access to customer ${customerId} does not allow this`,
});

/**
 * The caller of a route: the session of `bearer` and the customer acted for (`rawCustomerId`, else the session's
 * own): an admin any existing customer (reading only), anyone else one they hold a right above 0 on.
 */
export async function routeCaller(
  sandbox: Sandbox,
  bearer: string | undefined,
  rawCustomerId: string | undefined,
): Promise<RouteCaller | CallerRefusal> {
  const session = await sandbox.sessions.authenticate(bearer);
  if (!session) return { status: 401, reason: 'session', message: 'Unauthorized' };
  const partner = session.client === 'sei';
  const own = { session, customerId: session.customerId, accessRights: session.accessRights, readsOnly: partner };
  if (rawCustomerId === undefined || rawCustomerId === '' || Number(rawCustomerId) === session.customerId) return own;
  const customerId = Number(rawCustomerId);
  const missing: CallerRefusal = { status: 404, reason: 'customer', message: `Customer ${rawCustomerId} not found` };
  if (!Number.isInteger(customerId) || customerId < 1) return missing;
  const [exists] = await sandbox.db.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId));
  if (!exists) return missing;
  if (session.isAdmin) return { session, customerId, accessRights: 2, readsOnly: true };
  const [access] = await sandbox.db
    .select({ rights: customerAccesses.accessRights })
    .from(customerAccesses)
    .where(and(eq(customerAccesses.userId, session.userId), eq(customerAccesses.customerId, customerId)));
  if (!access || access.rights === 0) {
    return { status: 403, reason: 'access', message: `No access to customer ${customerId}` };
  }
  return { session, customerId, accessRights: access.rights, readsOnly: partner };
}

/** A refusal as the method API answers it (dispatch.ts): 401 AU, ENOA for the customer, 13 for the right. */
export function envelopeRefusal(c: Context, refusal: CallerRefusal): Response {
  if (refusal.reason === 'session') return c.json(unauthorized, 401);
  return c.json(refusal.reason === 'right' ? accessDenied() : failure('ENOA', refusal.message));
}

/**
 * A check in front of a route: answers the refusal in the router's own shape, or sets `caller` and goes on.
 * `customerOf` reads the customer asked for (a header or a query parameter).
 */
export function sessionGuard<E extends Env>(
  sandbox: Sandbox,
  options: {
    customerOf: (c: Context<E>) => string | undefined;
    refuse: (c: Context<E>, refusal: CallerRefusal) => Response;
  },
) {
  return (need: AccessNeed): MiddlewareHandler<E> =>
    async (c, next) => {
      const caller = await routeCaller(sandbox, bearerToken(c), options.customerOf(c));
      if ('reason' in caller) return options.refuse(c, caller);
      if (!mayCall(caller, need)) return options.refuse(c, needRefusal(caller.customerId));
      c.set('caller' as never, caller as never);
      await next();
    };
}

// biome-ignore lint/suspicious/noExplicitAny: routers differ in their Env only
const declared = new WeakMap<Hono<any>, RoutePolicy>();

/** The policy a router declared (route-policy.test.ts walks them). */
// biome-ignore lint/suspicious/noExplicitAny: routers differ in their Env only
export const declaredPolicy = (app: Hono<any>): RoutePolicy | undefined => declared.get(app);

/**
 * Registers the routes of `app` by their key in `policy`: each with its need's check (`guard`) in front.
 * Public and method routes take no check here (their secret, or dispatch, is the check).
 */
export function policed<E extends Env, P extends RoutePolicy>(
  app: Hono<E>,
  policy: P,
  guard?: (need: AccessNeed) => MiddlewareHandler<E>,
) {
  declared.set(app, policy);
  return (key: keyof P & RouteKey, handler: Handler<E>) => {
    const [verb = '', path = ''] = key.split(' ');
    const need = policy[key];
    if (typeof need !== 'string') {
      app.on(verb, path, handler);
      return;
    }
    if (!guard) throw new Error(`${key} needs ${need} but its router has no guard`);
    app.on(verb, path, guard(need), handler);
  };
}
