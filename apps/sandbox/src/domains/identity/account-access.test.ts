// @vitest-environment node
import { eq } from 'drizzle-orm';
import { users } from '../customer/tables.ts';
import { loginOf } from '../../seed/people.ts';
import { testDbKinds } from '../../test/databases.ts';
import { createTestSandbox, type TestSandbox } from '../../test/harness.ts';
import { issueCode } from './verification-codes.ts';

describe.each(testDbKinds)('activation and password recovery on %s', (kind) => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await createTestSandbox(kind);
  });
  afterAll(() => t.close());

  const userId = async (name: string) =>
    (
      await t.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.login, loginOf(name)))
    )[0]?.id ?? 0;
  const newest = async (to: string) =>
    ((await (await t.request(`/__sandbox/messages?to=${encodeURIComponent(to)}`)).json()) as { messages: unknown[] })
      .messages[0] as { kind: string; code: string; link: string };

  test('activateAccount spends an activation code once and answers tokens', async () => {
    const { code } = await issueCode(t.db, t.clock.now(), {
      userId: await userId('uma.unverified'),
      purpose: 'activation',
      seconds: 3600,
    });
    const wrong = await t.call('activateAccount', { username: loginOf('uma.unverified'), activationCode: '000000' });
    expect(wrong.body).toMatchObject({ responseCode: 'VF', responseDescription: 'Account Activation failed' });
    const done = await t.call('activateAccount', { username: loginOf('uma.unverified'), activationCode: code });
    expect(done.body).toMatchObject({
      responseCode: '00',
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      expiresIn: 300,
    });
    const info = await t.call('customerInfo', {}, { token: done.body.accessToken });
    expect(info.body.responseCode).toBe('00');
    expect(
      (await t.call('activateAccount', { username: loginOf('uma.unverified'), activationCode: code })).body
        .responseCode,
    ).toBe('VF');
  });

  test('businessActivate and resendActivation (a new code in the inbox, the same answer for anyone)', async () => {
    const id = await userId('erin.employee');
    await issueCode(t.db, t.clock.now(), { userId: id, purpose: 'activationBusiness', seconds: 3600 });
    expect((await t.call('resendActivation', { email: loginOf('erin.employee') })).body.responseCode).toBe('00');
    const mail = await newest(loginOf('erin.employee'));
    expect(mail.link).toContain('/activate?action=activationBusiness');
    expect((await t.call('resendActivation', { email: 'nobody@example.com' })).body.responseCode).toBe('00');
    expect(
      (await t.call('businessActivate', { email: loginOf('erin.employee'), activationCode: mail.code })).body
        .responseCode,
    ).toBe('00');
  });

  test('password recovery: request, check, change; the old sessions end and the new password works', async () => {
    const before = await t.signIn('vera.device');
    expect((await t.call('passwordChangeRequest', { email: loginOf('vera.device') })).body.responseCode).toBe('00');
    const mail = await newest(loginOf('vera.device'));
    expect(mail.link).toBe(
      `/account-recovery/reset?email=${encodeURIComponent(loginOf('vera.device'))}&code=${mail.code}`,
    );
    expect(mail.code).toMatch(/^\d{8}$/);
    expect(
      (await t.call('passwordCheckCode', { email: loginOf('vera.device'), code: '12345678' })).body.responseCode,
    ).toBe('VF');
    expect(
      (await t.call('passwordCheckCode', { email: loginOf('vera.device'), code: mail.code })).body.responseCode,
    ).toBe('00');
    const weak = await t.call('passwordChangeWithCode', {
      email: loginOf('vera.device'),
      code: mail.code,
      password: 'short',
    });
    expect(weak.body.responseCode).toBe('VF');
    const changed = await t.call('passwordChangeWithCode', {
      email: loginOf('vera.device'),
      code: mail.code,
      password: 'fresh-Pass-9',
    });
    expect(changed.body.responseCode).toBe('00');
    expect((await t.call('customerInfo', {}, { token: before.accessToken })).status).toBe(401);
    expect((await t.auth('POST', '/refresh', { refreshToken: before.refreshToken })).status).toBe(403);
    const login = await t.auth('POST', '/login', {
      client: 'spa',
      username: loginOf('vera.device'),
      password: 'fresh-Pass-9',
      codeChallenge: 'x'.repeat(43),
    });
    expect(login.status).toBe(200);
    expect(
      (
        await t.call('passwordChangeWithCode', {
          email: loginOf('vera.device'),
          code: mail.code,
          password: 'other-Pass-9',
        })
      ).body.responseCode,
    ).toBe('VF');
  });

  test('an unknown address gets the same answer as a known one', async () => {
    expect((await t.call('passwordChangeRequest', { email: 'nobody@example.com' })).body).toEqual({
      responseCode: '00',
    });
  });
});
