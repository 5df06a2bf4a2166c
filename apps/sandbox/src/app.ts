// The sandbox HTTP + WebSocket application: the method API, each domain's routes (the token service is
// identity's), downloads, realtime and the controls.
import { createNodeWebSocket } from '@hono/node-ws';
import { Hono } from 'hono';
import { methodRoutes } from './api/routes.ts';
import { controlRoutes } from './control/routes.ts';
import { fileRoutes } from './files/routes.ts';
import { createRegistry, domains, fileKinds } from './domains/index.ts';
import { realtimeRoutes } from './realtime/routes.ts';
import type { Sandbox } from './sandbox.ts';

export function createApp(sandbox: Sandbox) {
  const app = new Hono();
  const { injectWebSocket, upgradeWebSocket } = createNodeWebSocket({ app });
  const registry = createRegistry();

  app.onError((error, c) => {
    console.error(error);
    return c.json({ message: 'Internal server error' }, 500);
  });
  app.notFound((c) => c.json({ message: 'Not found' }, 404));

  app.get('/health', (c) => c.json({ ok: true, db: sandbox.dbKind }));
  app.route('/api', methodRoutes(sandbox, registry));
  for (const domain of domains) {
    for (const { path, app: routes } of domain.routes?.(sandbox, registry) ?? []) app.route(path, routes);
  }
  app.route('/api/files', fileRoutes(sandbox, fileKinds));
  app.route('/ws', realtimeRoutes(sandbox, upgradeWebSocket));
  if (sandbox.control) {
    app.route('/__sandbox', controlRoutes(sandbox));
    for (const domain of domains) if (domain.control) app.route('/__sandbox', domain.control(sandbox));
  }

  return { app, injectWebSocket, registry };
}
