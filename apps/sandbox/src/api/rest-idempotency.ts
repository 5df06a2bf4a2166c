// The bank's REST services (the token service at /auth, the contracts service at /contracts) keep Idempotency-Keys
// as the method API does, so that the client may repeat every write after a network failure: a write (any method
// but GET) with a valid key is answered once; its repeat gets the stored answer (header `Idempotent-Replayed`)
// without the work being done again. Only successes (2xx) are kept: a refusal or a failure releases the key and
// a repeat is judged again. The key is scoped to the route, and the request hash covers the body, the bearer token
// and X-Customer-Id: another caller with the same key is refused (422), never answered. A repeat that arrives while
// the first still runs waits for its answer (409 if it does not come in time). Unlike the method API's store the
// routes' own writes are not inside the key's transaction (they commit as they go): a process that dies between
// the work and keeping its answer would do that work again on a repeat.
import { and, eq, isNull } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { idempotencyKeys } from '../db/tables.ts';
import type { Sandbox } from '../sandbox.ts';
import { IDEMPOTENCY_KEY, requestHash } from './idempotency.ts';
import { seal, storedKey, unseal } from './sealed-answers.ts';

interface KeptResponse {
  status: number;
  body: string;
  contentType: string | null;
}

const WAIT_STEP_MS = 50;
const WAIT_STEPS = 60;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function restIdempotency(sandbox: Sandbox): MiddlewareHandler {
  const { db } = sandbox;
  return async (c, next) => {
    const key = c.req.header('idempotency-key');
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || !key || !IDEMPOTENCY_KEY.test(key)) return next();
    const scope = `${c.req.method} ${c.req.path}`;
    const row = { customerId: 0, method: scope, key: storedKey(key) };
    const hash = requestHash({
      body: await c.req.text(),
      authorization: c.req.header('authorization') ?? null,
      customer: c.req.header('x-customer-id') ?? null,
    });
    const where = and(
      eq(idempotencyKeys.customerId, 0),
      eq(idempotencyKeys.method, scope),
      eq(idempotencyKeys.key, row.key),
    );

    for (let step = 0; step <= WAIT_STEPS; step += 1) {
      const [claimed] = await db
        .insert(idempotencyKeys)
        .values({ ...row, requestHash: hash })
        .onConflictDoNothing()
        .returning({ id: idempotencyKeys.id });
      if (claimed) return answerOnce(c, next, claimed.id, key, scope);
      const [stored] = await db
        .select({ requestHash: idempotencyKeys.requestHash, answer: idempotencyKeys.answer })
        .from(idempotencyKeys)
        .where(where);
      if (!stored) continue; // released meanwhile: claim it again
      if (stored.requestHash !== hash) {
        return c.json({ message: 'Idempotency-Key was already used with a different request' }, 422);
      }
      const kept = stored.answer ? (unseal(stored.answer.sealed, key, scope) as KeptResponse | undefined) : undefined;
      if (kept) return replay(kept);
      await sleep(WAIT_STEP_MS); // the first request still runs
    }
    return c.json({ message: 'A request with this Idempotency-Key is still in progress' }, 409);
  };

  async function answerOnce(c: Context, next: () => Promise<void>, id: number, key: string, scope: string) {
    const release = () =>
      db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.id, id), isNull(idempotencyKeys.answer)));
    try {
      await next();
    } catch (error) {
      await release();
      throw error;
    }
    const { status } = c.res;
    if (status < 200 || status >= 300) {
      await release();
      return;
    }
    const kept: KeptResponse = {
      status,
      body: await c.res.clone().text(),
      contentType: c.res.headers.get('content-type'),
    };
    await db
      .update(idempotencyKeys)
      .set({ answer: { sealed: seal(kept, key, scope) } })
      .where(eq(idempotencyKeys.id, id));
  }
}

function replay(kept: KeptResponse): Response {
  const headers = new Headers({ 'Idempotent-Replayed': 'true', 'Cache-Control': 'no-store' });
  if (kept.contentType) headers.set('content-type', kept.contentType);
  const empty = kept.status === 204 || kept.status === 205 || kept.body === '';
  return new Response(empty ? null : kept.body, { status: kept.status, headers });
}
