// Who calls the contracts service (api-client PROTOCOL.md, Changes 4; review H2): the session's bearer token and
// the customer acted for in X-Customer-Id (the person's own, or a company they hold a right on; an admin any, reading
// only). Every route declares its need in `contractsPolicy` (api/route-policy.ts): reads take rights 1-5, every
// change (create, the signing link, each action) full access (2).
import type { Context } from 'hono';
import {
  type CallerRefusal,
  type RouteCaller,
  type RoutePolicy,
  routeCaller,
  sessionGuard,
} from '../../api/route-policy.ts';
import { bearerToken } from '../../http.ts';
import type { Sandbox } from '../../sandbox.ts';

export type ContractsEnv = { Variables: { caller: RouteCaller } };

export const contractsPolicy = {
  'GET /contract': 'read',
  'GET /contract/stats': 'read',
  'GET /contract/:id{[0-9]+}': 'read',
  'GET /contract/:id{[0-9]+}/checkSigner': 'read',
  'GET /contract/:id{[0-9]+}/pdfUrl': 'read',
  'POST /contract/verify': 'read',
  'GET /company': 'read',
  'GET /customer/lookup': 'read',
  'PUT /contract': 'full',
  'GET /contract/:id{[0-9]+}/signUrl': 'full',
  'POST /contract/:id{[0-9]+}/:action': 'full',
} as const satisfies RoutePolicy;

const customerOf = (c: Context) => c.req.header('x-customer-id');

/** The caller: its session, the customer acted for, its access right there and whether it only reads. */
export const callerOf = (sandbox: Sandbox, c: Context): Promise<RouteCaller | CallerRefusal> =>
  routeCaller(sandbox, bearerToken(c), customerOf(c));

/** The check in front of each route: 401 token, 404 customer, 403 no access or a right too low, `{ message }`. */
export const contractsGuard = (sandbox: Sandbox) =>
  sessionGuard<ContractsEnv>(sandbox, {
    customerOf,
    refuse: (c, refusal) => c.json({ message: refusal.message }, refusal.status),
  });
