// The sandbox HTTP + WebSocket application: the method API, each domain's routes (the token service is
// identity's), downloads, realtime and the controls.
import { createNodeWebSocket } from '@hono/node-ws';
import { Hono, type MiddlewareHandler } from 'hono';
import { ATTACHMENT_MAX_BYTES } from '@paydeck/support/api';
import { bodyLimit } from 'hono/body-limit';
import { restIdempotency } from './api/rest-idempotency.ts';
import { methodRoutes } from './api/routes.ts';
import { tooLargeDescription, uploadBodyLimit, uploadPartsOf } from './api/uploads.ts';
import { controlGuard } from './control/guard.ts';
import { controlRoutes } from './control/routes.ts';
import { fileRoutes } from './files/routes.ts';
import { clientAddress, noStore } from './http.ts';
import { createRegistry, domains, fileKinds } from './domains/index.ts';
import { realtimeRoutes } from './realtime/routes.ts';
import type { Sandbox } from './sandbox.ts';

export const MAX_BODY_BYTES = 1024 * 1024;

export function createApp(sandbox: Sandbox) {
  const app = new Hono();
  const { injectWebSocket, upgradeWebSocket } = createNodeWebSocket({ app });
  const registry = createRegistry();

  app.onError((error, c) => {
    console.error(error);
    return c.json({ message: 'Internal server error' }, 500);
  });
  app.notFound((c) => c.json({ message: 'Not found' }, 404));

  // No request the sandbox answers needs more, but a multipart upload to a method that takes files
  // (uploads.ts): its limit is what its files may weigh. A larger Content-Length is refused unread.
  // The connection is closed after a refusal: the rest of the body is not read, so it cannot be reused.
  const jsonLimit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json({ message: 'Request body too large' }, 413, { connection: 'close' }),
  });
  const uploadLimits = new Map<string, MiddlewareHandler>();
  const uploadLimit = (parts: readonly string[]) => {
    const known = uploadLimits.get(parts.join());
    if (known) return known;
    const limit = bodyLimit({
      maxSize: uploadBodyLimit(parts),
      onError: (c) =>
        c.json(
          {
            responseCode: 'VF',
            responseDescription: 'Validation failed',
            message: 'Request body too large',
            validationErrors: [{ param: parts[0] ?? 'file', description: tooLargeDescription }],
          },
          413,
          { connection: 'close' },
        ),
    });
    uploadLimits.set(parts.join(), limit);
    return limit;
  };
  // The helpdesk's uploads are base64 JSON (packages/support/WIRE.md): up to 10 MB of file, plus framing.
  const helpdeskUploadLimit = bodyLimit({
    maxSize: Math.ceil(ATTACHMENT_MAX_BYTES / 3) * 4 + 64 * 1024,
    onError: (c) => c.json({ message: 'file: is larger than 10 MB' }, 413, { connection: 'close' }),
  });
  app.use('*', noStore, clientAddress(sandbox.trustedProxies));
  app.use('*', (c, next) => {
    if (c.req.path === '/helpdesk/uploads') return helpdeskUploadLimit(c, next);
    const parts = c.req.path === '/api' ? uploadPartsOf(c, registry) : undefined;
    return (parts ? uploadLimit(parts) : jsonLimit)(c, next);
  });
  // The bank's REST services answer a repeated write from their store (api/rest-idempotency.ts); the method API's
  // store is dispatch's. The helpdesk stands for an outside service that keeps no keys.
  const restKeys = restIdempotency(sandbox);
  app.use('/auth/*', restKeys);
  app.use('/contracts/*', restKeys);
  app.get('/health', (c) => c.json({ ok: true, db: sandbox.dbKind }));
  app.route('/api', methodRoutes(sandbox, registry));
  for (const domain of domains) {
    for (const { path, app: routes } of domain.routes?.(sandbox, registry) ?? []) app.route(path, routes);
  }
  app.route('/api/files', fileRoutes(sandbox, fileKinds));
  app.route('/ws', realtimeRoutes(sandbox, upgradeWebSocket));
  if (sandbox.control) {
    app.use('/__sandbox/*', controlGuard(sandbox.controlSecret));
    app.route(
      '/__sandbox',
      controlRoutes(
        sandbox,
        domains.flatMap((domain) => domain.inbox ?? []),
      ),
    );
    for (const domain of domains) if (domain.control) app.route('/__sandbox', domain.control(sandbox));
  }

  return { app, injectWebSocket, registry };
}
