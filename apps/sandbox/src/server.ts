// `pnpm start`: opens (and migrates) the database, seeds it when empty, serves on 127.0.0.1:PORT. With
// SANDBOX_SNAPSHOT, an in-memory database loaded from (or first written to) that snapshot file instead.
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import {
  answerCacheFromEnv,
  controlFromEnv,
  controlSecretFromEnv,
  dbTargetFromEnv,
  portFromEnv,
  snapshotFromEnv,
} from './config.ts';
import { openDb } from './db/open.ts';
import { createSandbox } from './sandbox.ts';
import { seedIfEmpty } from './seed/seed.ts';
import { openThroughSnapshot } from './seed/snapshot.ts';

const started = performance.now();
const snapshot = snapshotFromEnv();
const opened = snapshot ? await openThroughSnapshot(snapshot) : await openDb(dbTargetFromEnv());
const { db, kind, close } = opened;
const seeded = 'seeded' in opened ? opened.seeded : await seedIfEmpty(db, new Date());
const sandbox = createSandbox({
  db,
  dbKind: kind,
  control: controlFromEnv(),
  controlSecret: controlSecretFromEnv(),
  answerCache: answerCacheFromEnv(),
});
const { app, injectWebSocket } = createApp(sandbox);

const server = serve({ fetch: app.fetch, port: portFromEnv(), hostname: '127.0.0.1' }, (info) => {
  console.log(
    JSON.stringify({
      listening: `http://127.0.0.1:${info.port}`,
      db: kind,
      seeded,
      control: sandbox.control,
      // The inbox link carries the controls' secret (made now when SANDBOX_CONTROL_SECRET is not set).
      inbox: sandbox.control
        ? `http://127.0.0.1:${info.port}/__sandbox/inbox?secret=${encodeURIComponent(sandbox.controlSecret)}`
        : undefined,
      answerCache: sandbox.answers.enabled,
      readyMs: Math.round(performance.now() - started),
    }),
  );
});
injectWebSocket(server);

let closing = false;
function shutdown() {
  if (closing) return;
  closing = true;
  server.close(() => void close().then(() => process.exit(0)));
  setTimeout(() => process.exit(0), 2000).unref(); // open WebSockets must not keep it alive
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
