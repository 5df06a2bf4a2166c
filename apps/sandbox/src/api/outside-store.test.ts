// @vitest-environment node
// The writing methods that run outside the idempotency store even with a key (outside-store.ts), each for its reason:
// an account opening's limit counts every refused attempt; a merchant delivery's retries run after the answer.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { count, eq } from 'drizzle-orm';
import { idempotencyKeys } from '../db/tables.ts';
import { createRegistry } from '../domains/index.ts';
import { customers } from '../domains/customer/tables.ts';
import { merchantDeliveries } from '../domains/merchant/tables.ts';
import { loginOf } from '../seed/people.ts';
import { createTestSandbox, newKey, type TestSandbox } from '../test/harness.ts';
import { outsideIdempotencyStore } from './outside-store.ts';

describe('methods that run outside the idempotency store', () => {
  let t: TestSandbox;
  let server: Server;
  let hookUrl: string;
  let received = 0;
  const env = { ...process.env };
  beforeAll(async () => {
    process.env.SANDBOX_MERCHANT_ALLOW_LOOPBACK = '1';
    process.env.SANDBOX_MERCHANT_RETRY_MS = '5';
    t = await createTestSandbox();
    server = createServer((request, response) => {
      received += 1;
      request.resume();
      response.writeHead(503).end(); // every attempt fails: the delivery retries in the background
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    hookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  });
  afterAll(async () => {
    process.env = env;
    server.close();
    await t.close();
  });

  const keptRows = async (method: string) =>
    (await t.db.select({ n: count() }).from(idempotencyKeys).where(eq(idempotencyKeys.method, method)))[0]?.n;

  test.each(Object.keys(outsideIdempotencyStore))('%s is a writing method that requires no key', (name) => {
    const method = createRegistry().get(name);
    expect(method).toBeDefined();
    expect(method?.readOnly).toBeFalsy();
    expect(method?.idempotent).toBeFalsy();
  });

  test('an account opening: every refused attempt still counts towards the per-address limit', async () => {
    const taken = {
      registrationType: 'freelancers',
      email: loginOf('anna.personal'),
      password: 'nia-Pass-2026',
      firstName: 'Nia',
      lastName: 'Ng',
      birthDay: '1990-04-05',
      residenceCountryCode: 'LT',
      phoneCountryCode: '370',
      phone: '61200000',
      termsAccepted: true,
    };
    t.clock.advance(61 * 60_000);
    const codes: string[] = [];
    for (let i = 0; i < 21; i += 1) {
      codes.push((await t.call('personalAccountCreate', taken, { key: newKey() })).body.responseCode);
    }
    expect(codes.slice(0, 20)).toEqual(Array(20).fill('VF'));
    expect(codes[20]).toBe('TA1');
    expect(await keptRows('personalAccountCreate')).toBe(0);
  });

  test('a webhook ping: its background retries are recorded after the answer; a repeat pings again', async () => {
    const boris = (await t.signIn('boris.business')).accessToken;
    const [northwind] = await t.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.businessName, 'Northwind Media Ltd'));
    const attempts = async () =>
      (await t.db.select({ n: count() }).from(merchantDeliveries).where(eq(merchantDeliveries.url, hookUrl)))[0]?.n;
    const key = newKey();
    const ping = () => t.call('webhookPing', { url: hookUrl, fromCustomerId: northwind?.id }, { token: boris, key });
    expect((await ping()).body).toMatchObject({ responseCode: '00', delivered: false, statusCode: 503 });
    await vi.waitFor(async () => expect(await attempts()).toBe(3), { timeout: 5000 });
    expect((await ping()).headers.get('idempotent-replayed')).toBeNull();
    await vi.waitFor(async () => expect(await attempts()).toBe(6), { timeout: 5000 });
    expect(received).toBe(6);
    expect(await keptRows('webhookPing')).toBe(0);
  });
});
