// @vitest-environment node
// Telling which logins exist (issue 36, security review M2 and L10), over HTTP against the sandbox app: the
// lockout answer and the send caps of the calls without a session answer a stranger's address as they answer a
// customer's; the e-mail check (which the registration form needs) is limited per client address.
import { DEMO_PASSWORD, loginOf } from '../../seed/people.ts';
import { createTestSandbox, type TestSandbox } from '../../test/harness.ts';
import { PENDING_LOGIN } from '../registration/seed.ts';
import { CODE_SEND_WINDOW_MINUTES, CODE_SENDS, tooManyCodesText } from './code-sends.ts';
import { lockedMessage, SIGN_IN_TRIES } from './lockout.ts';
import { WRONG_CREDENTIALS } from './login.ts';

describe('attacks that enumerate logins', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await createTestSandbox();
  });
  afterAll(() => t.close());

  const stranger = 'no.such.person@demo.paydeck.test';
  const attempt = async (username: string, password = 'wrong-Pass-1') =>
    (await t.auth('POST', '/login', { client: 'spa', username, password, codeChallenge: 'x'.repeat(43) })).body
      .message as string | undefined;

  test('m2: six wrong passwords answer a login that exists and one that does not alike, the lock included', async () => {
    const known: (string | undefined)[] = [];
    const unknown: (string | undefined)[] = [];
    for (let i = 0; i <= SIGN_IN_TRIES; i += 1) {
      known.push(await attempt(loginOf('vera.device')));
      unknown.push(await attempt(` No.Such.Person@demo.paydeck.test `)); // counted by the normalised username
    }
    expect(unknown).toEqual(known);
    expect(known).toEqual([...Array(SIGN_IN_TRIES - 1).fill(WRONG_CREDENTIALS), lockedMessage, lockedMessage]);
    expect(await attempt(stranger, DEMO_PASSWORD)).toBe(lockedMessage);
  });

  test.each([
    ['passwordChangeRequest (recovery)', 'passwordChangeRequest', loginOf('dora.direct')],
    ['resendActivation', 'resendActivation', PENDING_LOGIN],
  ])('m2: %s answers a login and a stranger alike, the send cap included', async (_, method, login) => {
    const answers = { login: [] as unknown[], stranger: [] as unknown[] };
    for (let i = 0; i < 8; i += 1) {
      answers.login.push((await t.call(method, { email: login })).body);
      answers.stranger.push((await t.call(method, { email: stranger })).body);
    }
    expect(answers.stranger).toEqual(answers.login);
    expect(answers.login.slice(CODE_SENDS)).toEqual([
      { responseCode: 'TA1', responseDescription: tooManyCodesText(CODE_SEND_WINDOW_MINUTES) },
      { responseCode: 'TA1', responseDescription: tooManyCodesText(CODE_SEND_WINDOW_MINUTES) },
    ]);
  });

  test('a new password set with a mailed recovery code ends the lock a stranger caused', async () => {
    const uma = loginOf('uma.unverified');
    for (let i = 0; i < SIGN_IN_TRIES; i += 1) await attempt(uma);
    expect(await attempt(uma, DEMO_PASSWORD)).toBe(lockedMessage);
    await t.call('passwordChangeRequest', { email: uma });
    const inbox = (await (await t.request(`/__sandbox/messages?to=${encodeURIComponent(uma)}`)).json()) as {
      messages: { code: string }[];
    };
    const code = inbox.messages[0]?.code;
    expect((await t.call('passwordChangeWithCode', { email: uma, code, password: 'fresh-Pass-36' })).body).toEqual({
      responseCode: '00',
    });
    expect(await attempt(uma, 'fresh-Pass-36')).toBeUndefined(); // signed in: tokens, no message
  });

  test('l10: emailCheck answers 20 checks per client address in 10 minutes, then TA1 saying when to try again', async () => {
    const check = async (email: string) => (await t.call('emailCheck', { email })).body;
    expect(await check(loginOf('otto.otp'))).toEqual({ responseCode: '00', exists: true, isEmployee: false });
    for (let i = 2; i <= 20; i += 1) expect((await check(`nobody.${i}@demo.paydeck.test`)).exists).toBe(false);
    expect(await check(loginOf('erin.employee'))).toEqual({
      responseCode: 'TA1',
      responseDescription: 'Too many e-mail checks. Try again in 10 minutes.',
    });
    t.clock.advance(10 * 60_000 + 1000);
    expect(await check(loginOf('erin.employee'))).toEqual({ responseCode: '00', exists: true, isEmployee: true });
  });
});
