// @vitest-environment node
// Attacks on sessions and the sandbox's own doors (issue 12), over HTTP: each one worked before its fix.
import { eq } from 'drizzle-orm';
import { MAX_BODY_BYTES } from '../../app.ts';
import { loginOf } from '../../seed/people.ts';
import { createTestSandbox, TEST_CONTROL_SECRET, type TestSandbox } from '../../test/harness.ts';
import { users } from '../customer/tables.ts';
import { hashPassword, scryptLogN, verifyPassword } from './crypto.ts';
import { ABSOLUTE_SESSION_SECONDS, REUSE_GRACE_SECONDS } from './sessions.ts';
import { devices } from './tables.ts';

describe('attacks on sessions and the controls', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await createTestSandbox();
  });
  afterAll(() => t.close());

  const inbox = async (to = '') =>
    (
      (await (await t.request(`/__sandbox/messages?to=${encodeURIComponent(to)}`)).json()) as {
        messages: { code: string | null }[];
      }
    ).messages;
  const refresh = (refreshToken: string) => t.auth('POST', '/refresh', { refreshToken });
  const works = async (accessToken: string) =>
    (await t.call('customerInfo', {}, { token: accessToken })).status === 200;

  test('a session kept busy ends 12 hours after sign-in: the refresh after the absolute lifetime is refused', async () => {
    let tokens = await t.signIn('anna.personal');
    for (let minutes = 0; minutes + 10 < ABSOLUTE_SESSION_SECONDS / 60; minutes += 10) {
      t.clock.advance(10 * 60_000);
      const next = await refresh(tokens.refreshToken);
      expect(next.status).toBe(200);
      tokens = next.body as typeof tokens;
    }
    t.clock.advance(10 * 60_000);
    expect(await refresh(tokens.refreshToken)).toMatchObject({
      status: 403,
      body: { message: 'Invalid refresh token' },
    });
    expect(await works(tokens.accessToken)).toBe(false);
  });

  test(`an idle session ends on the server after ${15} minutes, whatever the tokens say`, async () => {
    expect(t.sandbox.sessions.idleMinutes).toBe(15);
    const tokens = await t.signIn('anna.personal');
    t.clock.advance(16 * 60_000);
    expect((await refresh(tokens.refreshToken)).status).toBe(403);
  });

  test(`the refresh token just replaced still works for ${REUSE_GRACE_SECONDS} s (a frozen tab); later it ends the session`, async () => {
    const first = await t.signIn('anna.personal');
    const tabA = await refresh(first.refreshToken);
    t.clock.advance(2000);
    const tabB = await refresh(first.refreshToken); // the duplicated tab, a moment late
    expect(tabB.status).toBe(200);
    expect(await works(tabA.body.accessToken)).toBe(true);
    expect(await works(tabB.body.accessToken)).toBe(true);
    t.clock.advance((REUSE_GRACE_SECONDS + 1) * 1000);
    expect((await refresh(first.refreshToken)).status).toBe(403);
    expect(await works(tabA.body.accessToken)).toBe(false);
    expect((await refresh(tabB.body.refreshToken)).status).toBe(403);
  });

  const userOf = async (name: string) =>
    (
      await t.db
        .select()
        .from(users)
        .where(eq(users.login, loginOf(name)))
    )[0] ?? { id: 0, customerId: 0 };

  test('a password change ends the other sessions and unlinks the devices; the session that made it lives on', async () => {
    const here = await t.signIn('otto.otp');
    const elsewhere = await t.signIn('otto.otp');
    const device = { name: 'Old phone', code: 'OLD-1', type: 'ios', pushToken: 'push-old' };
    expect((await t.auth('POST', '/devices', device, here.accessToken)).status).toBe(201);
    const change = await t.call(
      'changePassword',
      { password: 'demo-Pass-1', passwordNew: 'fresh-Pass-2', passwordNewRepeat: 'fresh-Pass-2' },
      { token: here.accessToken },
    );
    const messages = await inbox();
    const confirm = await t.call(
      'changePasswordConfirm',
      { requestKey: change.body.requestKey, code: messages.find((m) => m.code)?.code },
      { token: here.accessToken },
    );
    expect(confirm.body.responseCode).toBe('00');
    expect(await works(here.accessToken)).toBe(true);
    expect(await works(elsewhere.accessToken)).toBe(false);
    expect((await refresh(elsewhere.refreshToken)).status).toBe(403);
    expect(
      await t.db
        .select()
        .from(devices)
        .where(eq(devices.userId, (await userOf('otto.otp')).id)),
    ).toEqual([]);
  });

  test.each([
    ['refuse', 'canceled', 'demo-Pass-1'], // first: the approval below changes pavel's password
    ['approve', 'confirmed', 'fresh-Pass-4'],
  ])('a push person’s password change waits for the device: %s publishes %s', async (decision, code, works) => {
    const pavel = await userOf('pavel.push');
    const { accessToken: token } = await t.signIn('pavel.push');
    const events: string[] = [];
    t.sandbox.hub.add(pavel.customerId, { send: (frame) => events.push(frame), close: () => {} }, 'listener');
    const change = await t.call(
      'changePassword',
      { password: 'demo-Pass-1', passwordNew: 'fresh-Pass-4', passwordNewRepeat: 'fresh-Pass-4' },
      { token },
    );
    expect(change.body).toMatchObject({ responseCode: '00', approveType: 'push', approvalSentTo: 'iPhone 15' });
    const push = (await inbox(loginOf('pavel.push')))[0] as unknown as { loginKey: string; status: string };
    expect(push.status).toBe('pending');
    expect((await t.auth('PUT', `/login/${push.loginKey}/confirm`, { result: true }, token)).status).toBe(403);
    const answered = await t.request(`/__sandbox/push/${push.loginKey}/${decision}`, { method: 'POST' });
    expect(answered.status).toBe(204);
    expect(events.map((frame) => JSON.parse(frame).event)).toEqual([{ type: 'passwordChange', code }]);
    const signIn = await t.auth('POST', '/login', {
      client: 'spa',
      username: loginOf('pavel.push'),
      password: works,
      codeChallenge: 'a'.repeat(43),
    });
    expect(signIn.status).toBe(200);
    if (decision === 'approve') {
      const left = await t.db.select().from(devices).where(eq(devices.userId, pavel.id));
      expect(left.map((d) => d.name)).toEqual(['iPhone 15']); // the approving device stays linked
    }
  });

  test('a recovered password ends every session', async () => {
    const email = loginOf('boris.business');
    const before = await t.signIn('boris.business');
    await t.call('passwordChangeRequest', { email });
    const code = (await inbox(email))[0]?.code;
    const done = await t.call('passwordChangeWithCode', { email, code, password: 'other-Pass-3' });
    expect(done.body.responseCode).toBe('00');
    expect(await works(before.accessToken)).toBe(false);
    expect((await refresh(before.refreshToken)).status).toBe(403);
  });

  test.each([
    ['no secret', {}, 401],
    ['a wrong secret', { 'x-sandbox-secret': 'guess' }, 401],
    ['the secret', { 'x-sandbox-secret': TEST_CONTROL_SECRET }, 200],
  ])('a control call with %s answers %i', async (_, headers, status) => {
    expect((await t.raw('/__sandbox/messages', { headers })).status).toBe(status);
    expect(
      (await t.raw('/__sandbox/reset', { method: 'POST', headers: { ...headers, origin: 'http://localhost' } })).status,
    ).toBe(status === 200 ? 200 : 401);
  });

  test('the inbox needs the secret in a header, never the query (review L8); a change from elsewhere is refused', async () => {
    expect((await t.raw(`/__sandbox/inbox?secret=${TEST_CONTROL_SECRET}`)).status).toBe(401);
    expect((await t.raw('/__sandbox/inbox', { headers: { 'x-sandbox-secret': TEST_CONTROL_SECRET } })).status).toBe(
      200,
    );
    const post = (headers: Record<string, string>) =>
      t.raw('/__sandbox/faults', {
        method: 'DELETE',
        headers: { 'x-sandbox-secret': TEST_CONTROL_SECRET, ...headers },
      });
    expect((await post({ origin: 'https://evil.example' })).status).toBe(403);
    expect((await post({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await post({ origin: 'http://localhost' })).status).toBe(204);
  });

  test('a request body over the limit is refused before it is read', async () => {
    const body = JSON.stringify({ filler: 'x'.repeat(MAX_BODY_BYTES) });
    const answer = await t.raw('/api?method=customerInfo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(answer.status).toBe(413);
  });

  test("passwords are hashed at OWASP's scrypt cost unless a test lowers it; older hashes still verify", async () => {
    expect(scryptLogN({})).toBe(17);
    expect(scryptLogN({ SANDBOX_SCRYPT_LOG_N: '12' })).toBe(12);
    const hash = await hashPassword('demo-Pass-1');
    expect(hash).toMatch(/^scrypt\$12\$/);
    expect(await verifyPassword('demo-Pass-1', hash)).toBe(true);
    expect(await verifyPassword('demo-Pass-2', hash)).toBe(false);
  });
});
