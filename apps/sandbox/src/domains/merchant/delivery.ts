// Webhook and IPN delivery (packages/merchant/WIRE.md "Delivery"): a real HTTP POST of JSON to the merchant's URL,
// signed (signature.ts), refused before sending when the destination or a redirect's is internal (destination.ts;
// the connection's own DNS lookup checks again, http-post.ts),
// retried with backoff when it fails (no answer, or a status outside 2xx), every attempt recorded.
import type { Db } from '../../db/open.ts';
import { refuseDestination } from './destination.ts';
import { post } from './http-post.ts';
import { SIGNATURE_HEADER, signatureHeader } from './signature.ts';
import { merchantDeliveries } from './tables.ts';

export interface DeliveryConfig {
  allowLoopback: boolean;
  /** Attempts in all (the first and its retries). */
  attempts: number;
  /** The first retry's delay; each next one waits four times longer. */
  retryBaseMs: number;
  timeoutMs: number;
}

/** SANDBOX_MERCHANT_ALLOW_LOOPBACK=1 lets a URL resolve to 127.0.0.0/8 or ::1 (never to a private range). */
export const deliveryConfig = (env: NodeJS.ProcessEnv = process.env): DeliveryConfig => ({
  allowLoopback: env.SANDBOX_MERCHANT_ALLOW_LOOPBACK === '1',
  attempts: 3,
  retryBaseMs: Number(env.SANDBOX_MERCHANT_RETRY_MS || 2000),
  timeoutMs: 5000,
});

export const retryDelay = (retry: number, baseMs: number): number => baseMs * 4 ** (retry - 1);

export interface Delivery {
  customerId: number;
  kind: 'webhook' | 'ipn';
  webhookId?: number | null;
  event: string;
  url: string;
  payload: object;
  secret: string;
}

export interface AttemptResult {
  ok: boolean;
  statusCode: number | null;
  error: string | null;
  refused: boolean;
}

const MAX_REDIRECTS = 3;

async function send(url: string, body: string, secret: string, config: DeliveryConfig): Promise<AttemptResult> {
  let target = url;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    const refusal = await refuseDestination(target, { allowLoopback: config.allowLoopback });
    if (refusal) return { ok: false, statusCode: null, error: `url: ${refusal}`, refused: true };
    const timestamp = Math.floor(Date.now() / 1000);
    try {
      const answer = await post(
        target,
        body,
        {
          'Content-Type': 'application/json',
          'User-Agent': 'Paydeck-Webhooks/1',
          [SIGNATURE_HEADER]: signatureHeader(secret, timestamp, body),
        },
        { timeoutMs: config.timeoutMs, allowLoopback: config.allowLoopback },
      );
      if (answer.status >= 300 && answer.status < 400 && answer.location) {
        target = new URL(answer.location, target).toString();
        continue;
      }
      const ok = answer.status >= 200 && answer.status < 300;
      return { ok, statusCode: answer.status, error: ok ? null : `HTTP ${answer.status}`, refused: false };
    } catch (error) {
      const message = error instanceof Error ? error.message : 'failed';
      return { ok: false, statusCode: null, error: message, refused: message.startsWith('url: ') };
    }
  }
  return { ok: false, statusCode: null, error: 'too many redirects', refused: false };
}

async function attempt(db: Db, delivery: Delivery, body: string, n: number, config: DeliveryConfig) {
  const started = Date.now();
  const result = await send(delivery.url, body, delivery.secret, config);
  await db.insert(merchantDeliveries).values({
    customerId: delivery.customerId,
    kind: delivery.kind,
    webhookId: delivery.webhookId ?? null,
    event: delivery.event,
    url: delivery.url,
    requestBody: body,
    attempt: n,
    statusCode: result.statusCode,
    error: result.error,
    durationMs: Date.now() - started,
  });
  return result;
}

/**
 * Sends now and answers the first attempt's result; a failure that was sent (not refused) is retried in the
 * background after 1x, 4x the base delay. `done` settles when the last attempt is recorded (tests wait for it).
 */
export async function deliver(
  db: Db,
  delivery: Delivery,
  config: DeliveryConfig = deliveryConfig(),
): Promise<AttemptResult & { done: Promise<void> }> {
  const body = JSON.stringify(delivery.payload);
  const first = await attempt(db, delivery, body, 1, config);
  if (first.ok || first.refused) return { ...first, done: Promise.resolve() };
  const done = (async () => {
    for (let n = 2; n <= config.attempts; n += 1) {
      await new Promise((resolve) => setTimeout(resolve, retryDelay(n - 1, config.retryBaseMs)));
      if ((await attempt(db, delivery, body, n, config)).ok) return;
    }
  })().catch(() => undefined);
  return { ...first, done };
}
