// @vitest-environment node
import { testDbKinds } from '../../test/databases.ts';
import { createTestSandbox, newKey, type TestSandbox } from '../../test/harness.ts';
import { loginOf } from '../../seed/people.ts';

describe.each(testDbKinds)('security settings on %s', (kind) => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await createTestSandbox(kind);
  });
  afterAll(() => t.close());

  const newest = async (to: string) =>
    ((await (await t.request(`/__sandbox/messages?to=${encodeURIComponent(to)}`)).json()) as { messages: unknown[] })
      .messages[0] as { kind: string; code: string };
  const post = (path: string, body: unknown, token: string) =>
    t.request(`/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });

  test('two-step: set by path, a wrong code is HTTP 400 with the message, the right one applies and changes the sign-in flow', async () => {
    const { accessToken } = await t.signIn('lina.limited');
    const set = await post('customer/two-step-verification', { mode: 'login', typeMode: 'otp' }, accessToken);
    expect(set.status).toBe(200);
    const answer = (await set.json()) as { reqId: number };
    expect(answer).toMatchObject({ responseCode: '00', reqId: expect.any(Number), approvalSentTo: '+48******567' });
    const sms = await newest('+48501234567');
    expect(sms.kind).toBe('sms');

    const wrong = await post(`customer/two-step-verification/${answer.reqId}/confirm`, { code: '000000' }, accessToken);
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({
      responseCode: 'VF',
      responseDescription: 'code: is not the code we sent',
    });

    const right = await post(`customer/two-step-verification/${answer.reqId}/confirm`, { code: sms.code }, accessToken);
    expect(right.status).toBe(200);
    const info = await t.call('customerInfo', {}, { token: accessToken });
    expect(info.body.customer.login2faMode).toBe('otp');
    const login = await t.auth('POST', '/login', {
      client: 'spa',
      username: loginOf('lina.limited'),
      password: 'demo-Pass-1',
      codeChallenge: 'x'.repeat(43),
    });
    expect(login.body.flow).toBe('otp');

    const again = await post(`customer/two-step-verification/${answer.reqId}/confirm`, { code: sms.code }, accessToken);
    expect(again.status).toBe(400);
  });

  test('two-step without a session: 401', async () => {
    const answer = await post('customer/two-step-verification', { mode: 'login', typeMode: 'sms' }, 'nope');
    expect(answer.status).toBe(401);
  });

  test('change password: the current one is checked, a code approves, the new one signs in', async () => {
    const { accessToken } = await t.signIn('dora.direct');
    const wrongCurrent = await t.call(
      'changePassword',
      { password: 'nope', passwordNew: 'new-Pass-22', passwordNewRepeat: 'new-Pass-22' },
      { token: accessToken },
    );
    expect(wrongCurrent.body).toMatchObject({
      responseCode: 'VF',
      validationErrors: [{ param: 'password', description: 'is not your current password' }],
    });
    const weak = await t.call(
      'changePassword',
      { password: 'demo-Pass-1', passwordNew: 'short', passwordNewRepeat: 'short' },
      { token: accessToken },
    );
    expect(weak.body.responseCode).toBe('VF');
    const asked = await t.call(
      'changePassword',
      { password: 'demo-Pass-1', passwordNew: 'new-Pass-22', passwordNewRepeat: 'new-Pass-22' },
      { token: accessToken },
    );
    expect(asked.body).toMatchObject({
      responseCode: '00',
      requestKey: expect.any(String),
      approveType: 'email',
      approvalSentTo: loginOf('dora.direct'),
    });
    const mail = await newest(loginOf('dora.direct'));
    const bad = await t.call(
      'changePasswordConfirm',
      { requestKey: asked.body.requestKey, code: '000000' },
      { token: accessToken },
    );
    expect(bad.body.responseCode).toBe('VF');
    const good = await t.call(
      'changePasswordConfirm',
      { requestKey: asked.body.requestKey, code: mail.code },
      { token: accessToken },
    );
    expect(good.body.responseCode).toBe('00');
    const oldOne = await t.auth('POST', '/login', {
      client: 'spa',
      username: loginOf('dora.direct'),
      password: 'demo-Pass-1',
      codeChallenge: 'x'.repeat(43),
    });
    expect(oldOne.status).toBe(403);
    const newOne = await t.auth('POST', '/login', {
      client: 'spa',
      username: loginOf('dora.direct'),
      password: 'new-Pass-22',
      codeChallenge: 'x'.repeat(43),
    });
    expect(newOne.status).toBe(200);
  });

  test('IP whitelist: add (idempotent), list, mode on only with an entry, delete', async () => {
    const { accessToken: token } = await t.signIn('anna.personal');
    expect((await t.call('accessIpModeSet', { mode: 'on' }, { token })).body.responseCode).toBe('VF');
    const key = newKey();
    const added = await t.call('accessIpAdd', { ip: '203.0.113.7' }, { token, key });
    const replay = await t.call('accessIpAdd', { ip: '203.0.113.7' }, { token, key });
    expect(replay.body).toEqual(added.body);
    expect(
      (await t.call('accessIpAdd', { ip: '10.0.0.9', toIp: '10.0.0.1' }, { token, key: newKey() })).body
        .validationErrors,
    ).toEqual([{ param: 'toIp', description: 'must not be before ip' }]);
    expect((await t.call('accessIpAdd', { ip: 'example.com' }, { token, key: newKey() })).body.responseCode).toBe('VF');
    expect((await t.call('accessIpModeSet', { mode: 'on' }, { token })).body).toMatchObject({
      responseCode: '00',
      mode: 'on',
    });
    const list = await t.call('accessIpList', {}, { token });
    expect(list.body).toMatchObject({
      mode: 'on',
      accessIpList: [{ id: added.body.id, ip: '203.0.113.7', toIp: null, created: expect.any(String) }],
    });
    expect((await t.call('accessIpDelete', { id: added.body.id }, { token })).body.responseCode).toBe('00');
    expect((await t.call('accessIpDelete', { id: added.body.id }, { token })).body.responseCode).toBe('TA1');
    expect((await t.call('accessIpList', {}, { token })).body.accessIpList).toEqual([]);
  });

  test('blacklist: add by e-mail and block type (says it was added), update, delete; not oneself', async () => {
    const { accessToken: token } = await t.signIn('anna.personal');
    const added = await t.call(
      'blackListAdd',
      { email: 'Spam@Example.com', blockType: 'payments' },
      { token, key: newKey() },
    );
    expect(added.body).toMatchObject({
      responseCode: '00',
      responseDescription: 'spam@example.com was added to the blacklist',
    });
    await t.call('blackListAdd', { email: 'spam@example.com', blockType: 'all' }, { token, key: newKey() });
    expect((await t.call('blackListGet', {}, { token })).body.blackList).toEqual([
      { email: 'spam@example.com', blockType: 'all' },
    ]);
    expect(
      (await t.call('blackListAdd', { email: loginOf('anna.personal'), blockType: 'all' }, { token, key: newKey() }))
        .body.responseCode,
    ).toBe('VF');
    expect(
      (await t.call('blackListAdd', { email: 'x@y.zz', blockType: 'everything' }, { token, key: newKey() })).body
        .responseCode,
    ).toBe('VF');
    expect((await t.call('blackListDelete', { email: 'spam@example.com' }, { token })).body.responseCode).toBe('00');
    expect((await t.call('blackListGet', {}, { token })).body.blackList).toEqual([]);
  });

  test('notification settings: defaults, set one, unknown refused', async () => {
    const { accessToken: token } = await t.signIn('anna.personal');
    const before = await t.call('notificationSettingsGet', {}, { token });
    expect(before.body.settings).toContainEqual({ identified: 'newsEmail', group: 'marketing', value: false });
    expect(
      (await t.call('notificationSettingsSet', { identified: 'newsEmail', value: true }, { token })).body.responseCode,
    ).toBe('00');
    const after = await t.call('notificationSettingsGet', {}, { token });
    expect(after.body.settings).toContainEqual({ identified: 'newsEmail', group: 'marketing', value: true });
    expect(
      (await t.call('notificationSettingsSet', { identified: 'nope', value: true }, { token })).body.responseCode,
    ).toBe('VF');
  });

  test('legal info lists the accepted agreements', async () => {
    const { accessToken: token } = await t.signIn('anna.personal');
    const answer = await t.call('legalInfo', {}, { token });
    expect(answer.body.agreements.map((a: { title: string }) => a.title)).toEqual([
      'General Terms and Conditions',
      'Privacy Policy',
      'Fee schedule 2026',
    ]);
    expect(answer.body.agreements[0]).toMatchObject({
      id: 1,
      url: expect.stringContaining('https://'),
      acceptedAt: expect.any(String),
    });
  });
});
