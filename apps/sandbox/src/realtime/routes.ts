// GET /ws?token=<accessToken>: the realtime channel of a session; it is closed (4401) when the session
// ends: at once on logout, revocation or reuse, and within SESSION_CHECK_MS once it is past its idle or
// absolute lifetime on the server (each socket checks its session; nothing else may call for it).
// GET /ws?token=<push key>: a browser waiting for a push sign-in's answer hears that sign-in's
// `loginApproval` and nothing else. A bad token is closed with 4401.
// The session's socket says its interface language: `&lang=<code>` at connect and `{ "type": "language", "lang" }`
// when the person switches; its notifications are written in it (remembered-languages.ts).
import type { UpgradeWebSocket } from 'hono/ws';
import { Hono } from 'hono';
import { pendingPushKey } from '../domains/identity/tokens.ts';
import { asLang } from '../lang.ts';
import type { Sandbox } from '../sandbox.ts';

export const UNAUTHORIZED_CLOSE = 4401;
/** How often an open socket checks that its session still lives (a check is not activity). */
export const SESSION_CHECK_MS = 30_000;

/** Ends a session past its lifetimes (which closes its sockets); a failed check waits for the next one. */
async function checkSession(sandbox: Sandbox, sessionId: string): Promise<void> {
  try {
    if (!(await sandbox.sessions.check(sessionId))) sandbox.hub.closeSession(sessionId);
  } catch {
    // the database is away for a moment (or closing): the next check tries again
  }
}

export function realtimeRoutes(sandbox: Sandbox, upgradeWebSocket: UpgradeWebSocket): Hono {
  const app = new Hono();
  app.get(
    '/',
    upgradeWebSocket(async (c) => {
      const token = c.req.query('token');
      const session = await sandbox.sessions.authenticate(token);
      const loginKey = !session && token && (await pendingPushKey(sandbox, token)) ? token : undefined;
      const told = (value: unknown) => {
        const lang = asLang(value);
        if (session && lang) sandbox.languages.remember(session, lang);
      };
      let watch: ReturnType<typeof setInterval> | undefined;
      return {
        onOpen(_event, ws) {
          if (session) {
            told(c.req.query('lang'));
            sandbox.hub.add(session.customerId, ws, session.sessionId);
            watch = setInterval(() => void checkSession(sandbox, session.sessionId), SESSION_CHECK_MS);
            watch.unref?.();
          } else if (loginKey) sandbox.hub.addLoginWaiter(loginKey, ws);
          else ws.close(UNAUTHORIZED_CLOSE, 'Unauthorized');
        },
        onMessage(event, ws) {
          if (typeof event.data !== 'string') return;
          try {
            const frame = JSON.parse(event.data) as { type?: unknown; lang?: unknown };
            if (frame.type === 'ping') ws.send(JSON.stringify({ type: 'pong' }));
            if (frame.type === 'language') told(frame.lang);
          } catch {
            // not JSON: ignored, the channel only understands ping and language frames
          }
        },
        onClose(_event, ws) {
          clearInterval(watch);
          if (session) sandbox.hub.remove(session.customerId, ws, session.sessionId);
          else if (loginKey) sandbox.hub.removeLoginWaiter(loginKey, ws);
        },
      };
    }),
  );
  return app;
}
