// The REST form of the merchant's public-api calls (payments.md 7; WIRE.md "Paths"):
//   POST/GET public-api/{webhook|apikey|allowedip}, PUT/DELETE public-api/{…}/{id}, POST public-api/webhook/ping,
//   GET public-api/webhookRequest, GET public-api/apirequest.
// Each runs its registered method through the same dispatch (session, answer cache, Idempotency-Key); the
// `customerId` of the query or body is the customer acted for (`fromCustomerId`).
import { type Context, Hono } from 'hono';
import { dispatch, invalidJson } from '../../api/dispatch.ts';
import type { MethodRegistry } from '../../api/registry.ts';
import { bearerToken, clientIp, readJson } from '../../http.ts';
import type { Sandbox } from '../../sandbox.ts';

const resources = { webhook: 'webhook', apikey: 'apiKey', allowedip: 'allowedIp' } as const;

export function merchantPathRoutes(sandbox: Sandbox, registry: MethodRegistry): Hono {
  const app = new Hono();

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

  for (const [path, name] of Object.entries(resources)) {
    app.get(`/public-api/${path}`, (c) => run(c, `${name}List`));
    app.post(`/public-api/${path}`, (c) => run(c, `${name}Create`));
    app.put(`/public-api/${path}/:id{[0-9]+}`, (c) => run(c, `${name}Update`, { id: c.req.param('id') }));
    app.delete(`/public-api/${path}/:id{[0-9]+}`, (c) => run(c, `${name}Delete`, { id: c.req.param('id') }));
  }
  app.post('/public-api/webhook/ping', (c) => run(c, 'webhookPing'));
  app.get('/public-api/webhookRequest', (c) => run(c, 'webhookRequestList'));
  app.get('/public-api/apirequest', (c) => run(c, 'apiRequestList'));
  return app;
}
