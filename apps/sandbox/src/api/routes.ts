// POST /api?method=<name>: the method-dispatch endpoint, with the injected faults of that method. A JSON
// body, or for a method that takes files a multipart upload (uploads.ts: a `data` part and file parts).
import type { HttpBindings } from '@hono/node-server';
import { type Context, Hono } from 'hono';
import { bearerToken, clientIp, readJson, sleep } from '../http.ts';
import type { Sandbox } from '../sandbox.ts';
import { type CallInput, dispatch, invalidJson } from './dispatch.ts';
import type { MethodRegistry } from './registry.ts';
import { isMultipart, readMultipart, uploadPartsOf } from './uploads.ts';

type Env = { Bindings: Partial<HttpBindings> };

/** Destroys the connection without an answer; only a real HTTP server has one to destroy. */
function drop(c: Context<Env>): Response {
  const socket = c.env?.incoming?.socket;
  if (!socket) throw new Error('Injected fault: dropped connection (needs a real HTTP server)');
  socket.destroy();
  return new Response(null);
}

/** The JSON body, or a multipart upload's `data` and files; multipart to a method without files is no JSON. */
async function readBody(
  c: Context<Env>,
  registry: MethodRegistry,
): Promise<Pick<CallInput, 'body' | 'files' | 'fileIssues'>> {
  const parts = uploadPartsOf(c, registry);
  if (parts) {
    const dataFiles = registry.get(c.req.query('method') ?? '')?.dataFiles === true;
    const { body, files, issues } = await readMultipart(c, parts, dataFiles);
    return { body, files, fileIssues: issues };
  }
  if (isMultipart(c)) return { body: invalidJson };
  return { body: await readJson(c) };
}

export function methodRoutes(sandbox: Sandbox, registry: MethodRegistry): Hono<Env> {
  const app = new Hono<Env>();
  app.post('/', async (c) => {
    const method = c.req.query('method') ?? '';
    const fault = sandbox.faults.draw(method);
    if (fault.latencyMs > 0) await sleep(fault.latencyMs);
    if (fault.action === 'status500') return c.json({ message: 'Injected fault: server error' }, 500);
    if (fault.action === 'dropBefore') return drop(c);

    const result = await dispatch(sandbox, registry, {
      method,
      ...(await readBody(c, registry)),
      bearer: bearerToken(c),
      idempotencyKey: c.req.header('idempotency-key'),
      acceptLanguage: c.req.header('accept-language'),
      ip: clientIp(c),
    });

    if (fault.action === 'dropAfter') return drop(c);
    const json = JSON.stringify(result.answer);
    if (fault.action === 'malformed')
      return c.body(json.slice(0, Math.floor(json.length / 2)), 200, { 'content-type': 'application/json' });
    if (result.replayed) c.header('Idempotent-Replayed', 'true');
    return c.body(json, result.status, { 'content-type': 'application/json' });
  });
  return app;
}
