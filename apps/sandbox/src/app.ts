// The sandbox HTTP + WebSocket application: token service, method API, realtime, controls.
import { createNodeWebSocket } from '@hono/node-ws';
import { Hono } from 'hono';
import { methodRoutes } from './api/routes.ts';
import { securityPathRoutes } from './domains/security/routes.ts';
import { authRoutes, deviceApiRoutes } from './domains/identity/routes.ts';
import { controlRoutes } from './control/routes.ts';
import { fileRoutes } from './files/routes.ts';
import { createRegistry } from './domains/index.ts';
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
  app.route('/auth', authRoutes(sandbox));
  app.route('/device-api', deviceApiRoutes(sandbox));
  app.route('/api', methodRoutes(sandbox, registry));
  app.route('/api', securityPathRoutes(sandbox, registry));
  app.route('/api/files', fileRoutes(sandbox));
  app.route('/ws', realtimeRoutes(sandbox, upgradeWebSocket));
  if (sandbox.control) app.route('/__sandbox', controlRoutes(sandbox));

  return { app, injectWebSocket, registry };
}
