// @vitest-environment node
import { count, eq } from 'drizzle-orm';
import { transactions } from '../domains/accounts/tables.ts';
import { TxType } from '../domains/accounts/transaction-types.ts';
import { loginOf } from '../seed/people.ts';
import { createTestSandbox, newKey, pkcePair, TEST_CONTROL_SECRET, type TestSandbox } from '../test/harness.ts';
import { defaultTestDbKind } from '../test/databases.ts';

describe('sandbox controls', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await createTestSandbox();
  });
  afterAll(() => t.close());
  afterEach(async () => {
    await t.request('/__sandbox/faults', { method: 'DELETE' });
  });

  const post = (path: string, body: unknown) =>
    t.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const startPush = async () => {
    const { verifier, challenge } = pkcePair();
    const login = await t.auth('POST', '/login', {
      client: 'spa',
      username: loginOf('pavel.push'),
      password: 'demo-Pass-1',
      codeChallenge: challenge,
    });
    return { verifier, code: login.body.code as string, key: login.body.key as string };
  };

  test('the inbox lists what was sent, newest first, as HTML without scripts under a strict CSP', async () => {
    const { key } = await startPush();
    await t.auth('POST', '/stores-urls/send', { phoneNumber: '+37061234567' });
    const response = await t.request('/__sandbox/inbox');
    const html = await response.text();
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(html).not.toMatch(/<script|onclick=|javascript:/i);
    expect(html.indexOf('SMS to +37061234567')).toBeLessThan(html.indexOf('Approve sign-in'));
    // No secret in its forms and links (review L8): the browser sends it itself, as HTTP Basic.
    expect(html).toContain(`<form method="post" action="/__sandbox/push/${key}/approve">`);
    expect(html).toContain(`<form method="post" action="/__sandbox/push/${key}/refuse">`);
    expect(html).toContain('<a href="/__sandbox/inbox">Refresh</a>');
    expect(html).not.toContain('secret=');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });

  test('approving from the inbox form redirects back and lets the code exchange', async () => {
    const { verifier, code, key } = await startPush();
    const response = await t.request(`/__sandbox/push/${key}/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/__sandbox/inbox');
    expect((await t.auth('POST', '/token', { code, codeVerifier: verifier })).status).toBe(200);
    const messages = (await (await t.request(`/__sandbox/messages?to=${loginOf('pavel.push')}`)).json()) as {
      messages: { loginKey: string; status: string }[];
    };
    expect(messages.messages.find((m) => m.loginKey === key)?.status).toBe('approved');
  });

  test('the secret in the query string opens nothing (it reaches access logs and history)', async () => {
    for (const path of ['/__sandbox/inbox', '/__sandbox/messages', '/__sandbox/faults'])
      expect((await t.raw(`${path}?secret=${TEST_CONTROL_SECRET}`)).status).toBe(401);
  });

  const basic = (password: string) => `Basic ${Buffer.from(`inbox:${password}`).toString('base64')}`;

  test('a person’s browser is asked for the secret (HTTP Basic, any user name) and opens the inbox with it', async () => {
    const asked = await t.raw('/__sandbox/inbox');
    expect(asked.status).toBe(401);
    expect(asked.headers.get('www-authenticate')).toMatch(/^Basic realm="Paydeck sandbox controls/);
    expect((await t.raw('/__sandbox/inbox', { headers: { authorization: basic('guess') } })).status).toBe(401);
    expect((await t.raw('/__sandbox/inbox', { headers: { authorization: basic(TEST_CONTROL_SECRET) } })).status).toBe(
      200,
    );
    expect(
      (await t.raw('/__sandbox/inbox', { headers: { authorization: `Bearer ${TEST_CONTROL_SECRET}` } })).status,
    ).toBe(401);
  });

  test.each([
    ['from the inbox page (same origin)', 303, { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' }],
    ['from another site', 403, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }],
    ['saying nowhere where it comes from', 403, {}],
  ])('a form post the browser authenticated (Basic) %s answers %i', async (_, status, headers) => {
    const { key } = await startPush();
    const answer = await t.raw(`/__sandbox/push/${key}/refuse`, {
      method: 'POST',
      headers: {
        authorization: basic(TEST_CONTROL_SECRET),
        'content-type': 'application/x-www-form-urlencoded',
        ...headers,
      },
      body: '',
    });
    expect(answer.status).toBe(status);
  });

  test('JSON refuse answers 204; an unknown key 404', async () => {
    const { key } = await startPush();
    expect((await t.request(`/__sandbox/push/${key}/refuse`, { method: 'POST' })).status).toBe(204);
    expect((await t.request('/__sandbox/push/nope/approve', { method: 'POST' })).status).toBe(404);
  });

  test('messages filter by recipient; a phone number may come with its plus decoded to a space', async () => {
    await t.auth('POST', '/stores-urls/send', { phoneNumber: '40721000111' });
    for (const to of ['%2B40721000111', '+40721000111', '40721000111']) {
      const { messages } = (await (await t.request(`/__sandbox/messages?to=${to}`)).json()) as {
        messages: { to: string; kind: string }[];
      };
      expect(messages).toEqual([expect.objectContaining({ to: '+40721000111', kind: 'sms' })]);
    }
  });

  test('fault: latency is added', async () => {
    await post('/__sandbox/faults', { method: 'dictionaryCurrencies', latencyMs: 150 });
    const started = performance.now();
    expect((await t.call('dictionaryCurrencies')).body.responseCode).toBe('00');
    expect(performance.now() - started).toBeGreaterThanOrEqual(145);
  });

  test('fault: HTTP 500 happens before the method runs', async () => {
    const anna = (await t.signIn('anna.personal')).accessToken;
    const list = (await t.call('balanceInquiry', {}, { token: anna })).body.accounts;
    await post('/__sandbox/faults', { method: 'transferBetweenAccounts', status500Rate: 1 });
    const before = await t.db
      .select({ n: count() })
      .from(transactions)
      .where(eq(transactions.typeId, TxType.betweenAccounts));
    const response = await t.call(
      'transferBetweenAccounts',
      { fromAccount: list[0].accountId, toAccount: list[1].accountId, toAmount: '1.08' },
      { token: anna, key: newKey() },
    );
    expect(response.status).toBe(500);
    const after = await t.db
      .select({ n: count() })
      .from(transactions)
      .where(eq(transactions.typeId, TxType.betweenAccounts));
    expect(after).toEqual(before);
  });

  test('fault: a malformed answer is cut JSON, after the effect', async () => {
    const anna = (await t.signIn('anna.personal')).accessToken;
    const list = (await t.call('balanceInquiry', {}, { token: anna })).body.accounts;
    await post('/__sandbox/faults', { method: '*', malformedRate: 1 });
    const response = await t.request('/api?method=transferBetweenAccounts', {
      method: 'POST',
      headers: { authorization: `Bearer ${anna}`, 'idempotency-key': newKey(), 'content-type': 'application/json' },
      body: JSON.stringify({ fromAccount: list[0].accountId, toAccount: list[1].accountId, toAmount: '1.08' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    const text = await response.text();
    expect(() => JSON.parse(text)).toThrow();
    expect(text.startsWith('{"responseCode":"00"')).toBe(true);
  });

  test('faults are listed with counters and cleared', async () => {
    await post('/__sandbox/faults', { method: 'dictionaryCurrencies', status500Rate: 0.5, seed: 7 });
    for (let i = 0; i < 20; i += 1) await t.call('dictionaryCurrencies');
    const listed = (await (await t.request('/__sandbox/faults')).json()) as {
      faults: { counters: { calls: number; status500: number } }[];
    };
    expect(listed.faults[0]?.counters.calls).toBe(20);
    expect(listed.faults[0]?.counters.status500).toBeGreaterThan(3);
    expect(listed.faults[0]?.counters.status500).toBeLessThan(17);
    expect((await t.request('/__sandbox/faults', { method: 'DELETE' })).status).toBe(204);
    expect((await t.call('dictionaryCurrencies')).status).toBe(200);
  });

  test.each([
    [{ status500Rate: 1 }, 'method: is required'],
    [{ method: 'x', dropRate: 2 }, 'dropRate'],
  ])('a bad fault %j is a 400', async (body, message) => {
    const response = await post('/__sandbox/faults', body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain(message);
  });
});

describe('sandbox controls switched off', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await createTestSandbox(defaultTestDbKind, { control: false });
  });
  afterAll(() => t.close());

  test.each(['/__sandbox/inbox', '/__sandbox/messages', '/__sandbox/faults'])('%s is not found', async (path) => {
    expect((await t.request(path)).status).toBe(404);
  });
});
