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
  trustedProxiesFromEnv,
} from './config.ts';
import { openDb } from './db/open.ts';
import { createSandbox } from './sandbox.ts';
import { startDomainJobs } from './jobs.ts';
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
  trustedProxies: trustedProxiesFromEnv(),
});
const { app, injectWebSocket } = createApp(sandbox);

const server = serve({ fetch: app.fetch, port: portFromEnv(), hostname: '127.0.0.1' }, (info) => {
  console.log(
    JSON.stringify({
      listening: `http://127.0.0.1:${info.port}`,
      db: kind,
      seeded,
      control: sandbox.control,
      // The inbox asks the browser for the controls' secret (HTTP Basic); one made now is printed to be typed.
      inbox: sandbox.control ? `http://127.0.0.1:${info.port}/__sandbox/inbox` : undefined,
      controlSecret: sandbox.control && !controlSecretFromEnv() ? sandbox.controlSecret : undefined,
      answerCache: sandbox.answers.enabled,
      readyMs: Math.round(performance.now() - started),
    }),
  );
});
injectWebSocket(server);
const jobs = startDomainJobs(sandbox);

let closing = false;
function shutdown() {
  if (closing) return;
  closing = true;
  jobs.stop();
  server.close(() => void close().then(() => process.exit(0)));
  setTimeout(() => process.exit(0), 2000).unref(); // open WebSockets must not keep it alive
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
