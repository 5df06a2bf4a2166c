// @vitest-environment node
// The merchant's internal tools over HTTP (the public-api paths): webhooks delivered for real to a local receiver,
// signed and verifiable, retried with backoff and logged; internal destinations refused; cursor paging of the log;
// API keys shown once and stored hashed; allowed IPs refusing with `errors`; right 2 only.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { sha256Hex } from '../../crypto.ts';
import { type Called, createTestSandbox, newKey, type TestSandbox } from '../../test/harness.ts';
import { customers } from '../customer/tables.ts';
import { merchantApiKeys, merchantDeliveries } from './tables.ts';
import { SIGNATURE_HEADER, verifySignature } from './signature.ts';

interface Received {
  body: string;
  signature: string;
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => resolve(text));
  });

describe('merchant webhooks, API keys and allowed IPs', () => {
  let t: TestSandbox;
  let northwind: number;
  let boris: string;
  let erin: string;
  let server: Server;
  let receiverUrl: string;
  const received: Received[] = [];
  let failNext = 0;
  const env = { ...process.env };

  const path = async (method: string, url: string, body?: object, token = boris) => {
    const answer = await t.request(`/api/public-api/${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': newKey() },
      ...(body ? { body: JSON.stringify({ customerId: northwind, ...body }) } : {}),
    });
    return { status: answer.status, body: (await answer.json()) as Called['body'] };
  };
  const q = (extra = '') => `?customerId=${northwind}${extra}`;

  beforeAll(async () => {
    process.env.SANDBOX_MERCHANT_ALLOW_LOOPBACK = '1';
    process.env.SANDBOX_MERCHANT_RETRY_MS = '5';
    t = await createTestSandbox();
    const [row] = await t.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.businessName, 'Northwind Media Ltd'));
    northwind = row?.id as number;
    boris = (await t.signIn('boris.business')).accessToken;
    erin = (await t.signIn('erin.employee')).accessToken;
    server = createServer(async (request, response) => {
      if (request.url === '/moved') {
        response.writeHead(302, { location: 'http://10.0.0.1/internal' }).end();
        return;
      }
      received.push({
        body: await readBody(request),
        signature: String(request.headers[SIGNATURE_HEADER.toLowerCase()]),
      });
      response.statusCode = failNext > 0 ? 503 : 204;
      failNext -= 1;
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  });
  afterAll(async () => {
    process.env = env;
    server.close();
    await t.close();
  });

  it('delivers a signed ping the receiver can verify, and logs it', async () => {
    const secret = (
      await t.call(
        'paymentNotificationSettingsUpdate',
        { fromCustomerId: northwind, regenerateSecret: true },
        { token: boris, key: newKey() },
      )
    ).body.secret as string;
    expect(secret).toMatch(/^whsec_/);
    const created = await path('POST', 'webhook', { name: 'Orders', enabled: true, url: receiverUrl });
    expect(created.body).toMatchObject({ responseCode: '00', webhook: { name: 'Orders', url: receiverUrl } });
    const ping = await path('POST', 'webhook/ping', { url: receiverUrl });
    expect(ping.body).toMatchObject({ responseCode: '00', delivered: true, statusCode: 204 });
    const last = received.at(-1) as Received;
    expect(verifySignature(secret, last.signature, last.body, Math.floor(Date.now() / 1000))).toBe(true);
    expect(verifySignature('whsec_other', last.signature, last.body, Math.floor(Date.now() / 1000))).toBe(false);
    expect(verifySignature(secret, last.signature, `${last.body} `, Math.floor(Date.now() / 1000))).toBe(false);
    const log = await path('GET', `webhookRequest${q()}`);
    expect(log.body.requests[0]).toMatchObject({ event: 'ping', url: receiverUrl, statusCode: 204, attempt: 1 });
  });

  it('retries a failed delivery with backoff and records every attempt', async () => {
    failNext = 2;
    const ping = await path('POST', 'webhook/ping', { url: receiverUrl });
    expect(ping.body).toMatchObject({ responseCode: '00', delivered: false, statusCode: 503 });
    await expect.poll(async () => (await t.db.select().from(merchantDeliveries)).length, { timeout: 2000 }).toBe(4);
    const attempts = (await path('GET', `webhookRequest${q('&limit=3')}`)).body.requests;
    expect(attempts.map((r: { attempt: number; statusCode: number }) => [r.attempt, r.statusCode])).toEqual([
      [3, 204],
      [2, 503],
      [1, 503],
    ]);
  });

  it.each([
    ['http://10.0.0.1/hook', 'resolves to a private address'],
    ['http://192.168.1.20/hook', 'resolves to a private address'],
    ['http://169.254.169.254/latest', 'resolves to a private address'],
    ['http://[fd00::1]/hook', 'resolves to a private address'],
    ['ftp://example.com/hook', 'must be an http or https address'],
  ])('refuses the destination %s', async (url, description) => {
    const created = await path('POST', 'webhook', { name: 'Bad', url });
    expect(created.body).toMatchObject({ responseCode: 'VF', validationErrors: [{ param: 'url', description }] });
  });

  it('refuses a redirect to a private address without following it', async () => {
    const moved = receiverUrl.replace('/hook', '/moved');
    const ping = await path('POST', 'webhook/ping', { url: moved });
    expect(ping.body).toMatchObject({ responseCode: '00', delivered: false, statusCode: null });
    const [last] = (await path('GET', `webhookRequest${q('&limit=1')}`)).body.requests;
    expect(last).toMatchObject({ url: moved, error: 'url: resolves to a private address', attempt: 1 });
  });

  it('pins the connection to checked addresses (its own DNS lookup refuses loopback when not allowed)', async () => {
    const { post } = await import('./http-post.ts');
    const sent = post('http://localhost:9/hook', '{}', {}, { timeoutMs: 1000, allowLoopback: false });
    await expect(sent).rejects.toThrow('url: resolves to a loopback address');
  });

  it('refuses loopback when the setting does not allow it', async () => {
    process.env.SANDBOX_MERCHANT_ALLOW_LOOPBACK = '0';
    const created = await path('POST', 'webhook', { name: 'Local', url: 'http://localhost:9/hook' });
    process.env.SANDBOX_MERCHANT_ALLOW_LOOPBACK = '1';
    expect(created.body.validationErrors).toEqual([{ param: 'url', description: 'resolves to a loopback address' }]);
  });

  it('pages the request log by cursor, 20 at a time', async () => {
    for (let i = 0; i < 19; i += 1) await path('POST', 'webhook/ping', { url: receiverUrl });
    const first = (await path('GET', `webhookRequest${q()}`)).body;
    expect(first.requests).toHaveLength(20);
    expect(first.nextCursor).not.toBeNull();
    const second = (await path('GET', `webhookRequest${q(`&cursor=${first.nextCursor}`)}`)).body;
    expect(second.requests).toHaveLength(4); // 24 attempts in all by now
    expect(second.nextCursor).toBeNull();
    expect(second.requests[0].id).toBeLessThan(first.requests[19].id);
  });

  it('shows an API key once and keeps only its hash', async () => {
    const created = (await path('POST', 'apikey', { name: 'Checkout' })).body;
    expect(created.apiKey.key).toMatch(/^pk_live_/);
    const [row] = await t.db.select().from(merchantApiKeys).where(eq(merchantApiKeys.id, created.apiKey.id));
    expect(row?.keyHash).toBe(sha256Hex(created.apiKey.key));
    expect(JSON.stringify(row)).not.toContain(created.apiKey.key);
    const list = (await path('GET', `apikey${q()}`)).body.apiKeys as object[];
    expect(JSON.stringify(list)).not.toContain(created.apiKey.key);
    expect((await path('GET', `apirequest${q()}`)).body.requests.length).toBeGreaterThan(0);
  });

  it('adds an allowed range and refuses a reversed one with errors', async () => {
    const made = (await path('POST', 'allowedip', { name: 'VPN', ipFrom: '198.51.100.1', ipTo: '198.51.100.9' })).body;
    expect(made).toMatchObject({ responseCode: '00', allowedIp: { name: 'VPN', enabled: true } });
    const refused = (await path('POST', 'allowedip', { name: 'VPN', ipFrom: '198.51.100.9', ipTo: '198.51.100.1' }))
      .body;
    expect(refused.errors).toEqual(['ipTo: must not be before ipFrom']);
  });

  it.each(['apikey', 'webhook', 'allowedip', 'webhookRequest', 'apirequest'])(
    'refuses %s to erin (right 3)',
    async (resource) => {
      const answer = await path('GET', `${resource}${q()}`, undefined, erin);
      expect(answer.body.responseCode).toBe('13');
    },
  );
});
