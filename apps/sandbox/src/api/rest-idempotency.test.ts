// @vitest-environment node
// The token service and the contracts service keep Idempotency-Keys (rest-idempotency.ts): a repeated write is
// answered from the store and done once; another request with the key is refused; a refusal is not kept.
import { count, eq } from 'drizzle-orm';
import { loginAttempts } from '../domains/identity/tables.ts';
import { users } from '../domains/customer/tables.ts';
import { DEMO_PASSWORD, loginOf } from '../seed/people.ts';
import { createTestSandbox, newKey, pkcePair, type TestSandbox } from '../test/harness.ts';

describe('idempotency of the REST services', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await createTestSandbox();
  });
  afterAll(() => t.close());

  const send = async (path: string, body: unknown, headers: Record<string, string>, method = 'POST') => {
    const response = await t.request(path, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: text ? JSON.parse(text) : null,
      replayed: response.headers.get('idempotent-replayed'),
    };
  };
  const attemptsOf = async (name: string) => {
    const [user] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.login, loginOf(name)));
    return (
      (
        await t.db
          .select({ n: count() })
          .from(loginAttempts)
          .where(eq(loginAttempts.userId, user?.id ?? 0))
      )[0]?.n ?? 0
    );
  };

  test('a sign-in repeated with its key is answered once: one attempt, the same code', async () => {
    const login = {
      client: 'spa',
      username: loginOf('dora.direct'),
      password: DEMO_PASSWORD,
      codeChallenge: pkcePair().challenge,
    };
    const before = await attemptsOf('dora.direct');
    const key = newKey();
    const first = await send('/auth/login', login, { 'idempotency-key': key });
    const again = await send('/auth/login', login, { 'idempotency-key': key });
    expect(first).toMatchObject({ status: 200, body: { flow: 'direct', code: expect.any(String) }, replayed: null });
    expect(again).toEqual({ ...first, replayed: 'true' });
    expect(await attemptsOf('dora.direct')).toBe(before + 1);
  });

  test('a refresh repeated with its key answers the same new tokens, which work', async () => {
    const { refreshToken } = await t.signIn('anna.personal');
    const key = newKey();
    const first = await send('/auth/refresh', { refreshToken }, { 'idempotency-key': key });
    const again = await send('/auth/refresh', { refreshToken }, { 'idempotency-key': key });
    expect(first.status).toBe(200);
    expect(again).toEqual({ ...first, replayed: 'true' });
    expect((await t.call('customerInfo', {}, { token: first.body.accessToken })).status).toBe(200);
  });

  test('the key with another request is refused (422); a refusal is not kept', async () => {
    const login = {
      client: 'spa',
      username: loginOf('anna.personal'),
      password: 'wrong-Pass-1',
      codeChallenge: pkcePair().challenge,
    };
    const key = newKey();
    expect(await send('/auth/login', login, { 'idempotency-key': key })).toMatchObject({ status: 403, replayed: null });
    expect(await send('/auth/login', login, { 'idempotency-key': key })).toMatchObject({ status: 403, replayed: null });
    const right = { ...login, password: DEMO_PASSWORD };
    expect((await send('/auth/login', right, { 'idempotency-key': key })).status).toBe(200);
    expect(await send('/auth/login', { ...right, client: 'sei' }, { 'idempotency-key': key })).toEqual({
      status: 422,
      body: { message: 'Idempotency-Key was already used with a different request' },
      replayed: null,
    });
  });

  test('a contract cancelled twice with one key: the second answer is the first one, not a 409', async () => {
    const tokens = {
      anna: (await t.signIn('anna.personal')).accessToken,
      boris: (await t.signIn('boris.business')).accessToken,
    };
    const as = (who: 'anna' | 'boris') => ({ authorization: `Bearer ${tokens[who]}` });
    const lookup = async (who: 'anna' | 'boris', name: string) => {
      const response = await t.request(`/contracts/customer/lookup?email=${loginOf(name)}`, { headers: as(who) });
      return ((await response.json()) as { data: { id: number } }).data.id;
    };
    const [anna, boris] = [await lookup('boris', 'anna.personal'), await lookup('anna', 'boris.business')];
    const created = await send(
      '/contracts/contract',
      {
        companyId: boris,
        senderId: anna,
        beneficiaryId: boris,
        percentage: 10,
        activeFrom: '2020-01-01',
        senderSignerName: 'Anna Novak',
        beneficiarySignerName: 'Boris Petrov',
        senderObligations: ['Pay'],
        beneficiaryObligations: ['Feature'],
      },
      { ...as('boris'), 'idempotency-key': newKey() },
      'PUT',
    );
    const id = created.body.data.id;
    const key = newKey();
    const first = await send(`/contracts/contract/${id}/cancel`, {}, { ...as('boris'), 'idempotency-key': key });
    const again = await send(`/contracts/contract/${id}/cancel`, {}, { ...as('boris'), 'idempotency-key': key });
    expect(first).toMatchObject({ status: 200, body: { data: { status: 'CANCELLED' } } });
    expect(again).toEqual({ ...first, replayed: 'true' });
    expect(
      (await send(`/contracts/contract/${id}/cancel`, {}, { ...as('boris'), 'idempotency-key': newKey() })).status,
    ).toBe(409);
    // Another caller with the same key is not answered from boris's store.
    expect((await send(`/contracts/contract/${id}/cancel`, {}, { ...as('anna'), 'idempotency-key': key })).status).toBe(
      422,
    );
  });
});
