// The REST form of the merchant's public-api calls (payments.md 7; WIRE.md "Paths"):
//   POST/GET public-api/{webhook|apikey|allowedip}, PUT/DELETE public-api/{…}/{id}, POST public-api/webhook/ping,
//   GET public-api/webhookRequest, GET public-api/apirequest.
// Each runs its registered method through the same dispatch (session, answer cache, Idempotency-Key); the
// `customerId` of the query or body is the customer acted for (`fromCustomerId`). Who may call each route:
// `merchantRoutesPolicy` (api/route-policy.ts), the policy of the method it runs.
import { type Context, Hono } from 'hono';
import { dispatch, invalidJson } from '../../api/dispatch.ts';
import type { MethodRegistry } from '../../api/registry.ts';
import { policed, type RoutePolicy } from '../../api/route-policy.ts';
import { bearerToken, clientIp, readJson } from '../../http.ts';
import type { Sandbox } from '../../sandbox.ts';

export const merchantRoutesPolicy = {
  'GET /public-api/webhook': { method: 'webhookList' },
  'POST /public-api/webhook': { method: 'webhookCreate' },
  'PUT /public-api/webhook/:id{[0-9]+}': { method: 'webhookUpdate' },
  'DELETE /public-api/webhook/:id{[0-9]+}': { method: 'webhookDelete' },
  'GET /public-api/apikey': { method: 'apiKeyList' },
  'POST /public-api/apikey': { method: 'apiKeyCreate' },
  'PUT /public-api/apikey/:id{[0-9]+}': { method: 'apiKeyUpdate' },
  'DELETE /public-api/apikey/:id{[0-9]+}': { method: 'apiKeyDelete' },
  'GET /public-api/allowedip': { method: 'allowedIpList' },
  'POST /public-api/allowedip': { method: 'allowedIpCreate' },
  'PUT /public-api/allowedip/:id{[0-9]+}': { method: 'allowedIpUpdate' },
  'DELETE /public-api/allowedip/:id{[0-9]+}': { method: 'allowedIpDelete' },
  'POST /public-api/webhook/ping': { method: 'webhookPing' },
  'GET /public-api/webhookRequest': { method: 'webhookRequestList' },
  'GET /public-api/apirequest': { method: 'apiRequestList' },
} as const satisfies RoutePolicy;

export function merchantPathRoutes(sandbox: Sandbox, registry: MethodRegistry): Hono {
  const app = new Hono();
  const route = policed(app, merchantRoutesPolicy);

  const run = async (c: Context, method: string, extra: Record<string, unknown> = {}) => {
    const read = c.req.method === 'GET' || c.req.method === 'DELETE' ? {} : await readJson(c);
    const malformed = read === invalidJson || (read !== undefined && (typeof read !== 'object' || read === null));
    const { customerId, ...payload } = { ...c.req.query(), ...(read as object), ...extra } as Record<string, unknown>;
    const body = malformed
      ? read
      : { ...payload, ...(customerId !== undefined && customerId !== '' ? { fromCustomerId: customerId } : {}) };
    const result = await dispatch(sandbox, registry, {
      method,
      body,
      bearer: bearerToken(c),
      idempotencyKey: c.req.header('idempotency-key'),
      acceptLanguage: c.req.header('accept-language'),
      ip: clientIp(c),
    });
    return c.json(result.answer, result.status);
  };

  for (const [key, need] of Object.entries(merchantRoutesPolicy) as [
    keyof typeof merchantRoutesPolicy,
    { method: string },
  ][]) {
    const withId = key.endsWith('/:id{[0-9]+}');
    route(key, (c) => run(c, need.method, withId ? { id: c.req.param('id') } : {}));
  }
  return app;
}
