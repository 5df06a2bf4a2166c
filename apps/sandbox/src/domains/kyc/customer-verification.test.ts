// @vitest-environment node
// verification/customer/{id}/verify and customers/{id}/identity-verification: the code to the customer's contact,
// bound to the PKCE challenge, spent to start the provider's workflow for that customer; who is refused.
import { eq } from 'drizzle-orm';
import { companyUser, northwindOf } from '../../api/access-test-support.ts';
import { createTestSandbox, pkcePair, type TestSandbox } from '../../test/harness.ts';
import { loginOf } from '../../seed/people.ts';
import { users } from '../customer/tables.ts';
import { lastCode } from './test-support.ts';

describe('a customer’s verification code and identity verification', () => {
  let t: TestSandbox;
  let anna: string;
  let annaId: number;
  let northwind: number;
  const post = (path: string, body: Record<string, unknown>, token?: string) =>
    t
      .request(`/api/${path}`, {
        method: 'POST',
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      // biome-ignore lint/suspicious/noExplicitAny: answers of every shape
      .then(async (response) => ({ status: response.status, body: (await response.json()) as Record<string, any> }));

  beforeAll(async () => {
    t = await createTestSandbox();
    anna = (await t.signIn('anna.personal')).accessToken;
    const [row] = await t.db
      .select()
      .from(users)
      .where(eq(users.login, loginOf('anna.personal')));
    annaId = row?.customerId ?? 0;
    northwind = await northwindOf(t);
  });
  afterAll(() => t.close());

  test('the code goes to the sign-in e-mail; with its verifier it starts the workflow for the customer', async () => {
    const { verifier, challenge } = pkcePair();
    const sent = await post(
      `verification/customer/${annaId}/verify`,
      { type: 'email', codeChallenge: challenge },
      anna,
    );
    expect(sent.body).toEqual({ responseCode: '00', sentTo: 'a***@demo.paydeck.test' });
    const code = await lastCode(t, loginOf('anna.personal'), 'email');
    const start = { provider: 'nfd', method: 'camera', code };
    const wrong = await post(
      `customers/${annaId}/identity-verification`,
      { ...start, codeVerifier: pkcePair().verifier },
      anna,
    );
    expect(wrong.body.validationErrors).toEqual([
      { param: 'codeVerifier', description: 'does not match the challenge of the request' },
    ]);
    const run = await post(`customers/${annaId}/identity-verification`, { ...start, codeVerifier: verifier }, anna);
    expect(run.body).toMatchObject({ responseCode: '00', url: expect.stringMatching(/^\/identity-verification\//) });
    const landing = await t.request(`/api${run.body.url}`);
    expect(await landing.json()).toMatchObject({ provider: 'nfd', status: 'started', customerFirstName: 'Anna' });
    const again = await post(`customers/${annaId}/identity-verification`, { ...start, codeVerifier: verifier }, anna);
    expect(again.body.validationErrors[0]).toEqual({ param: 'code', description: 'has expired or was used' });
  });

  test('by SMS only to a confirmed phone of the customer', async () => {
    const dora = (await t.signIn('dora.direct')).accessToken;
    const [row] = await t.db
      .select()
      .from(users)
      .where(eq(users.login, loginOf('dora.direct')));
    const answer = await post(
      `verification/customer/${row?.customerId}/verify`,
      { type: 'sms', codeChallenge: pkcePair().challenge },
      dora,
    );
    expect(answer.body.validationErrors).toEqual([
      { param: 'type', description: 'the customer has no confirmed phone' },
    ]);
  });

  test.each([
    ['without a session', 'none', 'AU'],
    ['for a customer without access', 'anna', 'ENOA'],
    ['a read-only company user', 'reader', '13'],
  ])('%s is refused', async (_who, caller, responseCode) => {
    const token = caller === 'anna' ? anna : caller === 'reader' ? await companyUser(t, 'verify.reader', 1) : undefined;
    const { challenge } = pkcePair();
    const sent = await post(
      `verification/customer/${northwind}/verify`,
      { type: 'email', codeChallenge: challenge },
      token,
    );
    expect(sent.body.responseCode).toBe(responseCode);
    const start = { provider: 'jmo', method: 'sms', code: '123456', codeVerifier: 'x' };
    expect((await post(`customers/${northwind}/identity-verification`, start, token)).body.responseCode).toBe(
      responseCode,
    );
  });
});
