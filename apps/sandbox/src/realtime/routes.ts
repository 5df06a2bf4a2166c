// GET /ws?token=<accessToken>: the realtime channel. A bad token is closed with 4401.
import type { UpgradeWebSocket } from 'hono/ws';
import { Hono } from 'hono';
import type { Sandbox } from '../sandbox.ts';

export const UNAUTHORIZED_CLOSE = 4401;

export function realtimeRoutes(sandbox: Sandbox, upgradeWebSocket: UpgradeWebSocket): Hono {
  const app = new Hono();
  app.get(
    '/',
    upgradeWebSocket(async (c) => {
      const session = await sandbox.sessions.authenticate(c.req.query('token'));
      return {
        onOpen(_event, ws) {
          if (!session) ws.close(UNAUTHORIZED_CLOSE, 'Unauthorized');
          else sandbox.hub.add(session.customerId, ws);
        },
        onMessage(event, ws) {
          if (typeof event.data !== 'string') return;
          try {
            const frame = JSON.parse(event.data) as { type?: unknown };
            if (frame.type === 'ping') ws.send(JSON.stringify({ type: 'pong' }));
          } catch {
            // not JSON: ignored, the channel only understands { "type": "ping" }
          }
        },
        onClose(_event, ws) {
          if (session) sandbox.hub.remove(session.customerId, ws);
        },
      };
    }),
  );
  return app;
}
