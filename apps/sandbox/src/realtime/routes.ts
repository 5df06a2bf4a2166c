// GET /ws?token=<accessToken>: the realtime channel of a session; it is closed (4401) when the session
// ends. GET /ws?token=<push key>: a browser waiting for a push sign-in's answer hears that sign-in's
// `loginApproval` and nothing else. A bad token is closed with 4401.
import type { UpgradeWebSocket } from 'hono/ws';
import { Hono } from 'hono';
import { pendingPushKey } from '../domains/identity/tokens.ts';
import type { Sandbox } from '../sandbox.ts';

export const UNAUTHORIZED_CLOSE = 4401;

export function realtimeRoutes(sandbox: Sandbox, upgradeWebSocket: UpgradeWebSocket): Hono {
  const app = new Hono();
  app.get(
    '/',
    upgradeWebSocket(async (c) => {
      const token = c.req.query('token');
      const session = await sandbox.sessions.authenticate(token);
      const loginKey = !session && token && (await pendingPushKey(sandbox, token)) ? token : undefined;
      return {
        onOpen(_event, ws) {
          if (session) sandbox.hub.add(session.customerId, ws, session.sessionId);
          else if (loginKey) sandbox.hub.addLoginWaiter(loginKey, ws);
          else ws.close(UNAUTHORIZED_CLOSE, 'Unauthorized');
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
          if (session) sandbox.hub.remove(session.customerId, ws, session.sessionId);
          else if (loginKey) sandbox.hub.removeLoginWaiter(loginKey, ws);
        },
      };
    }),
  );
  return app;
}
