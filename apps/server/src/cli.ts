/**
 * `pnpm --filter @paydeck/server start --dist apps/web/dist --port 4173` (SANDBOX_URL: the API, default
 * http://127.0.0.1:8787; FORWARD_SANDBOX_CONTROLS=1 also forwards /__sandbox, for development only).
 * A relative --dist is taken from the folder the command was run in.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { forwardWebSockets } from './proxy.ts';

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: '../web/dist' },
    port: { type: 'string', default: '4173' },
    host: { type: 'string', default: '127.0.0.1' },
  },
});
const from = values.dist === '../web/dist' ? `${import.meta.dirname}/..` : (process.env.INIT_CWD ?? process.cwd());
const dist = resolve(from, values.dist);
const upstream = process.env.SANDBOX_URL ?? 'http://127.0.0.1:8787';
const sandboxControls = process.env.FORWARD_SANDBOX_CONTROLS === '1';

const app = createApp({ dist, upstream, sandboxControls });
const server = serve({ fetch: app.fetch, port: Number(values.port), hostname: values.host }, (info) => {
  const controls = sandboxControls ? ', sandbox controls forwarded' : '';
  console.log(`Serving ${dist} on http://${values.host}:${info.port} (API: ${upstream}${controls})`);
});
const closeWebSockets = forwardWebSockets(server, upstream);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    closeWebSockets();
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 2000).unref();
  });
}
