// @vitest-environment node
// Attacks with codes (issue 12), over HTTP against the sandbox app: entry links (identity spec 2.1, `code`
// + `codeVerifier` on arrival) and re-sent one-time codes. Each one worked before its fix.
import { DEMO_PASSWORD, loginOf } from '../../seed/people.ts';
import { createTestSandbox, pkcePair, type TestSandbox } from '../../test/harness.ts';
import { CODE_SEND_WINDOW_MINUTES, CODE_SENDS, tooManyCodesText } from './code-sends.ts';
import { ENTRY_CODE_SECONDS } from './entry-codes.ts';
import { DEVICE_LINK_REFUSED } from './routes.ts';

describe('attacks with codes', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await createTestSandbox();
  });
  afterAll(() => t.close());

  /** What a signed-in app does for an entry link: a PKCE pair, and a code for its challenge. */
  const entryLink = async (accessToken: string) => {
    const { verifier, challenge } = pkcePair();
    const answer = await t.auth('POST', '/entry-code', { codeChallenge: challenge }, accessToken);
    expect(answer.status).toBe(200);
    return { code: answer.body.code as string, codeVerifier: verifier };
  };
  const enter = (body: Record<string, unknown>) => t.auth('POST', '/token', body);
  const sessionOf = async (accessToken: string) =>
    (await t.sandbox.sessions.authenticate(accessToken))?.sessionId ?? 'none';
  const ends = (token: string) => sessionOf(token).then((id) => t.sandbox.sessions.endOf(id));

  test(`an entry code signs in once within ${ENTRY_CODE_SECONDS} s as the person who asked; that session cannot link a device nor outlive the asking one`, async () => {
    const anna = await t.signIn('anna.personal');
    t.clock.advance(4 * 60_000); // a fresh 12 h would end later than anna's session (her token lives 5 min)
    const link = await entryLink(anna.accessToken);
    expect(link.code).not.toBe('');
    const entered = await enter({ ...link, entry: true });
    expect(entered.status).toBe(200);
    const who = (token: string) => t.sandbox.sessions.authenticate(token).then((session) => session?.userId);
    expect(await who(entered.body.accessToken)).toBe(await who(anna.accessToken));
    expect((await t.call('customerInfo', {}, { token: entered.body.accessToken })).body.responseCode).toBe('00');
    const device = { name: 'Phone', code: 'E-1', type: 'ios', pushToken: 'push-entry' };
    expect(await t.auth('POST', '/devices', device, entered.body.accessToken)).toMatchObject({
      status: 403,
      body: { message: DEVICE_LINK_REFUSED },
    });
    const annasEnd = await ends(anna.accessToken);
    expect(annasEnd).toBeGreaterThan(0);
    expect(await ends(entered.body.accessToken)).toBe(annasEnd);
  });

  test('an entry code is asked only with a session', async () => {
    expect((await t.auth('POST', '/entry-code', { codeChallenge: pkcePair().challenge })).status).toBe(401);
  });

  test.each([
    [
      'a sign-in code replayed as an entry code',
      async () => {
        const { verifier, challenge } = pkcePair();
        const login = await t.auth('POST', '/login', {
          client: 'spa',
          username: loginOf('dora.direct'),
          password: DEMO_PASSWORD,
          codeChallenge: challenge,
        });
        return { code: login.body.code, codeVerifier: verifier, entry: true };
      },
      'Invalid code',
    ],
    [
      'an entry code exchanged as a sign-in code',
      async () => entryLink((await t.signIn('anna.personal')).accessToken),
      'Invalid code',
    ],
    [
      `an entry code older than its ${ENTRY_CODE_SECONDS} s`,
      async () => {
        const link = await entryLink((await t.signIn('anna.personal')).accessToken);
        t.clock.advance((ENTRY_CODE_SECONDS + 1) * 1000);
        return { ...link, entry: true };
      },
      'Code expired',
    ],
    [
      'an entry code used twice',
      async () => {
        const link = { ...(await entryLink((await t.signIn('anna.personal')).accessToken)), entry: true };
        expect((await enter(link)).status).toBe(200);
        return link;
      },
      'Invalid code',
    ],
    [
      'an entry code with another verifier',
      async () => {
        const link = await entryLink((await t.signIn('anna.personal')).accessToken);
        return { ...link, codeVerifier: pkcePair().verifier, entry: true };
      },
      'Invalid code verifier',
    ],
  ])('%s is refused', async (_, craft, message) => {
    expect(await enter(await craft())).toMatchObject({ status: 403, body: { message } });
  });

  const afterSends = tooManyCodesText(CODE_SEND_WINDOW_MINUTES);
  test.each([
    [
      'a recovery code (asked without a session)',
      async () => {
        const answer = await t.call('passwordChangeRequest', { email: loginOf('cleo.cards') });
        return { ok: answer.body.responseCode === '00', message: answer.body.responseDescription };
      },
    ],
    [
      'a two-step change code',
      async () => {
        const { accessToken: token } = await t.signIn('erin.employee');
        const answer = await t.call('twoStepVerificationSet', { mode: 'login', typeMode: 'sms' }, { token });
        return { ok: answer.body.responseCode === '00', message: answer.body.responseDescription };
      },
    ],
    [
      'a sign-in code (otp flow, each right password sends one)',
      async () => {
        const answer = await t.auth('POST', '/login', {
          client: 'spa',
          username: loginOf('otto.otp'),
          password: DEMO_PASSWORD,
          codeChallenge: pkcePair().challenge,
        });
        return { ok: answer.status === 200, message: answer.body.message };
      },
    ],
  ])(
    `%s: ${CODE_SENDS} sends in ${CODE_SEND_WINDOW_MINUTES} minutes, then a clear refusal until the window moves`,
    async (_, send) => {
      for (let i = 1; i <= CODE_SENDS; i += 1) expect((await send()).ok).toBe(true);
      expect(await send()).toEqual({ ok: false, message: afterSends });
      t.clock.advance((CODE_SEND_WINDOW_MINUTES - 1) * 60_000);
      expect(await send()).toEqual({ ok: false, message: tooManyCodesText(1) });
      t.clock.advance(60_000 + 1000);
      expect((await send()).ok).toBe(true);
    },
  );

  test('a new code ends the older one of its purpose', async () => {
    const email = loginOf('cleo.cards');
    t.clock.advance(CODE_SEND_WINDOW_MINUTES * 60_000);
    const codes: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      await t.call('passwordChangeRequest', { email });
      const messages = (await (await t.request(`/__sandbox/messages?to=${encodeURIComponent(email)}`)).json()) as {
        messages: { code: string }[];
      };
      codes.push(messages.messages[0]?.code ?? '');
    }
    const check = (code: string) => t.call('passwordCheckCode', { email, code });
    expect((await check(codes[0] ?? '')).body.responseCode).toBe('VF');
    expect((await check(codes[1] ?? '')).body.responseCode).toBe('00');
  });
});
