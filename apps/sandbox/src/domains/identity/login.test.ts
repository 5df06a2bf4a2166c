// @vitest-environment node
import { createTestSandbox, pkcePair, type TestSandbox } from '../../test/harness.ts';
import { testDbKinds } from '../../test/databases.ts';
import { DEMO_PASSWORD, loginOf } from '../../seed/people.ts';
import { SIGN_IN_TRIES } from './lockout.ts';
import { WRONG_CREDENTIALS } from './login.ts';

describe.each(testDbKinds)('token service on %s', (kind) => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await createTestSandbox(kind);
  });
  afterAll(() => t.close());

  const startLogin = async (name: string, challenge = pkcePair().challenge) =>
    t.auth('POST', '/login', {
      client: 'spa',
      username: loginOf(name),
      password: DEMO_PASSWORD,
      codeChallenge: challenge,
    });
  const latestMessage = async (to: string) => {
    const response = await t.request(`/__sandbox/messages?to=${encodeURIComponent(to)}`);
    return ((await response.json()) as { messages: Record<string, string>[] }).messages[0];
  };

  test.each([
    ['anna.personal', 'simple'],
    ['dora.direct', 'direct'],
    ['otto.otp', 'otp'],
    ['pavel.push', 'push'],
    ['vera.device', 'verifyDevice'],
    ['sofia.sms', 'sms'],
  ])('%s signs in with the %s flow and gets a working session', async (name, flow) => {
    const login = await startLogin(name);
    expect(login.status).toBe(200);
    expect(login.body.flow).toBe(flow);
    const tokens = await t.signIn(name);
    expect(tokens.expiresIn).toBe(300);
    const info = await t.call('balanceInquiry', {}, { token: tokens.accessToken });
    // otto has unaccepted terms, but balances answer normally
    expect(info.body.responseCode).toBe('00');
  });

  test('wrong password: 403 with the message', async () => {
    const response = await t.auth('POST', '/login', {
      client: 'spa',
      username: loginOf('anna.personal'),
      password: 'nope',
      codeChallenge: pkcePair().challenge,
    });
    expect(response).toMatchObject({ status: 403, body: { message: 'Invalid username or password' } });
  });

  test('unknown user: the same 403', async () => {
    const response = await t.auth('POST', '/login', {
      client: 'spa',
      username: 'nobody@x.test',
      password: DEMO_PASSWORD,
      codeChallenge: pkcePair().challenge,
    });
    expect(response).toMatchObject({ status: 403, body: { message: 'Invalid username or password' } });
  });

  // Spec 5 V1 on the server too: before, any non-empty text was looked up, hashed and counted towards a lock.
  test.each(['anna.personal', 'a', 'admin', '   ', 'x@y.z', 'anna@demo', 'demo.paydeck.test'])(
    'a username that is no e-mail (%j) is refused with the 403 message, never counted towards a lock',
    async (username) => {
      for (let attempt = 0; attempt <= SIGN_IN_TRIES; attempt += 1) {
        const response = await t.auth('POST', '/login', {
          client: 'spa',
          username,
          password: DEMO_PASSWORD,
          codeChallenge: pkcePair().challenge,
        });
        expect(response).toMatchObject({ status: 403, body: { message: WRONG_CREDENTIALS } });
      }
    },
  );

  test('a malformed login request is a 400', async () => {
    const response = await t.auth('POST', '/login', {
      client: 'web',
      username: 'a',
      password: 'b',
      codeChallenge: 'short',
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain('client: must be spa or sei');
  });

  test('the push answer lists the devices and a QR link', async () => {
    const login = await startLogin('pavel.push');
    expect(login.body.devices).toEqual([
      { id: expect.any(Number), name: 'iPhone 15', type: 'ios' },
      { id: expect.any(Number), name: 'Pixel 8', type: 'android' },
    ]);
    expect(login.body.link).toBe(`paydeck://login/approve?key=${login.body.key}`);
  });

  test('the sms answer masks the phone and carries a two-digit identifier also sent in the SMS', async () => {
    const login = await startLogin('sofia.sms');
    expect(login.body.maskedPhone).toBe('+40******123');
    expect(login.body.identifier).toMatch(/^[1-9]\d$/);
    const sms = await latestMessage('+40721234123');
    expect(sms?.body).toContain(`identifier ${login.body.identifier}`);
    expect(login.body.migration).toEqual({ type: 'soft', strategy: 'migrate', daysLeft: 12 });
  });

  test('PKCE: a verifier that does not hash to the challenge is refused', async () => {
    const login = await startLogin('dora.direct');
    const other = pkcePair();
    const response = await t.auth('POST', '/token', { code: login.body.code, codeVerifier: other.verifier });
    expect(response).toMatchObject({ status: 403, body: { message: 'Invalid code verifier' } });
  });

  test('a code exchanges once only', async () => {
    const { verifier, challenge } = pkcePair();
    const login = await startLogin('dora.direct', challenge);
    const first = await t.auth('POST', '/token', { code: login.body.code, codeVerifier: verifier });
    expect(first.status).toBe(200);
    const second = await t.auth('POST', '/token', { code: login.body.code, codeVerifier: verifier });
    expect(second).toMatchObject({ status: 403, body: { message: 'Invalid code' } });
  });

  test('a code expires after 300 s', async () => {
    const { verifier, challenge } = pkcePair();
    const login = await startLogin('dora.direct', challenge);
    t.clock.advance(301_000);
    const response = await t.auth('POST', '/token', { code: login.body.code, codeVerifier: verifier });
    expect(response).toMatchObject({ status: 403, body: { message: 'Code expired' } });
  });

  test('otp: the code from the inbox is required and checked', async () => {
    const { verifier, challenge } = pkcePair();
    const login = await startLogin('otto.otp', challenge);
    const otp = (await latestMessage(loginOf('otto.otp')))?.code;
    expect(otp).toMatch(/^\d{6}$/);
    const missing = await t.auth('POST', '/token', { code: login.body.code, codeVerifier: verifier });
    expect(missing).toMatchObject({ status: 403, body: { message: 'Invalid one-time code' } });
    const wrong = await t.auth('POST', '/token', {
      code: login.body.code,
      codeVerifier: verifier,
      otp: otp === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(403);
    const right = await t.auth('POST', '/token', { code: login.body.code, codeVerifier: verifier, otp });
    expect(right.status).toBe(200);
  });

  test('push: no tokens before approval, none after a refusal', async () => {
    const { verifier, challenge } = pkcePair();
    const login = await startLogin('pavel.push', challenge);
    const early = await t.auth('POST', '/token', { code: login.body.code, codeVerifier: verifier });
    expect(early).toMatchObject({ status: 403, body: { message: 'Login not approved yet' } });
    const answer = (decision: string) => t.request(`/__sandbox/push/${login.body.key}/${decision}`, { method: 'POST' }); // pavel's phone
    expect((await answer('refuse')).status).toBe(204);
    const refused = await t.auth('POST', '/token', { code: login.body.code, codeVerifier: verifier });
    expect(refused).toMatchObject({ status: 403, body: { message: 'Login refused' } });
    expect((await answer('approve')).status).toBe(404);
  });

  test('refresh rotates: the new pair works; the old refresh token, past its grace seconds, is refused and ends the session', async () => {
    const first = await t.signIn('anna.personal');
    const rotated = await t.auth('POST', '/refresh', { refreshToken: first.refreshToken });
    expect(rotated.status).toBe(200);
    expect(rotated.body.refreshToken).not.toBe(first.refreshToken);
    expect((await t.call('customerInfo', {}, { token: rotated.body.accessToken })).status).toBe(200);

    t.clock.advance(6_000);
    const reuse = await t.auth('POST', '/refresh', { refreshToken: first.refreshToken });
    expect(reuse).toMatchObject({ status: 403, body: { message: 'Invalid refresh token' } });
    // reuse of a revoked token is treated as theft: the rotated pair is revoked too
    expect((await t.auth('POST', '/refresh', { refreshToken: rotated.body.refreshToken })).status).toBe(403);
    expect((await t.call('customerInfo', {}, { token: rotated.body.accessToken })).status).toBe(401);
  });

  test.each([[''], ['not-a-token']])('refresh with %j is refused', async (refreshToken) => {
    expect(await t.auth('POST', '/refresh', { refreshToken })).toMatchObject({
      status: 403,
      body: { message: 'Invalid refresh token' },
    });
  });

  test('logout revokes the refresh token and the access token of the session', async () => {
    const tokens = await t.signIn('anna.personal');
    expect((await t.auth('POST', '/logout', { refreshToken: tokens.refreshToken })).status).toBe(204);
    expect((await t.auth('POST', '/refresh', { refreshToken: tokens.refreshToken })).status).toBe(403);
    expect(await t.call('customerInfo', {}, { token: tokens.accessToken })).toMatchObject({
      status: 401,
      body: { responseCode: 'AU', responseDescription: 'Unauthorized' },
    });
  });

  test('an access token stops working after 300 s; the refresh token still renews it', async () => {
    const tokens = await t.signIn('anna.personal');
    t.clock.advance(299_000);
    expect((await t.call('customerInfo', {}, { token: tokens.accessToken })).status).toBe(200);
    t.clock.advance(2_000);
    expect((await t.call('customerInfo', {}, { token: tokens.accessToken })).status).toBe(401);
    const renewed = await t.auth('POST', '/refresh', { refreshToken: tokens.refreshToken });
    expect((await t.call('customerInfo', {}, { token: renewed.body.accessToken })).status).toBe(200);
  });

  test('a new sign-in is written to the login history', async () => {
    const tokens = await t.signIn('adam.admin');
    const history = await t.call('loginHistory', {}, { token: tokens.accessToken });
    expect(history.body.loginHistory[0]).toMatchObject({ client: 'spa', flow: 'simple', ip: expect.any(String) });
    expect(history.body.results).toBe(4); // 3 seeded + this one
  });
});
