// @vitest-environment node
// Every code a person types through the method API (issue 36, security review M4 and "36 wrong codes left the
// next right one paying out"): wrong until the limit, then the right code is refused too. The sign-in code of
// the token service is in attacks.test.ts, the card verification amount in cards/external-cards.test.ts, the
// global pay recipient's code in global-pay/recipient.test.ts, a transfer's and an approver's in transfers.
import { desc, eq } from 'drizzle-orm';
import { failure } from '../../api/answers.ts';
import { runIdempotent } from '../../api/idempotency.ts';
import { outboxMessages } from '../../db/tables.ts';
import { DEMO_PASSWORD, loginOf } from '../../seed/people.ts';
import { createTestSandbox, newKey, pkcePair, type TestSandbox } from '../../test/harness.ts';
import { users } from '../customer/tables.ts';
import { PENDING_ACTIVATION_CODE, PENDING_LOGIN } from '../registration/seed.ts';
import { CODE_TRIES } from './crypto.ts';
import { verificationCodes } from './tables.ts';
import { type CodePurpose, issueCode, refusedCode, spendCode } from './verification-codes.ts';

describe('every code a person types', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await createTestSandbox();
  });
  afterAll(() => t.close());

  const userId = async (login: string) =>
    (await t.db.select({ id: users.id }).from(users).where(eq(users.login, login)))[0]?.id ?? 0;
  /** The code of the newest message that carries one (the calls here run one after another). */
  const newestCode = async () =>
    (
      await t.db.select({ code: outboxMessages.code }).from(outboxMessages).orderBy(desc(outboxMessages.id)).limit(20)
    ).find((row) => row.code)?.code ?? '';
  const codeFor = async (name: string, purpose: CodePurpose) =>
    (await issueCode(t.db, t.clock.now(), { userId: await userId(loginOf(name)), purpose, seconds: 3600 })).code;
  const signedIn = async (name: string) => (await t.signIn(name)).accessToken;

  /** Each case starts a confirmation and answers how to type a code into it and the right code. */
  type Typing = { type: (code: string) => Promise<string>; code: string };
  const as = (token: string | undefined, method: string, body: (code: string) => object) => (code: string) =>
    t.call(method, body(code), { token }).then((answer) => answer.body.responseCode as string);

  test.each<[string, () => Promise<Typing>]>([
    [
      'activateAccount (activation code)',
      async () => ({
        type: as(undefined, 'activateAccount', (activationCode) => ({ username: PENDING_LOGIN, activationCode })),
        code: PENDING_ACTIVATION_CODE,
      }),
    ],
    [
      'businessActivate (business activation code)',
      async () => ({
        type: as(undefined, 'businessActivate', (activationCode) => ({
          email: loginOf('erin.employee'),
          activationCode,
        })),
        code: await codeFor('erin.employee', 'activationBusiness'),
      }),
    ],
    [
      'passwordCheckCode (recovery code, checked only)',
      async () => ({
        type: as(undefined, 'passwordCheckCode', (code) => ({ email: loginOf('rosa.rails'), code })),
        code: await codeFor('rosa.rails', 'recovery'),
      }),
    ],
    [
      'passwordChangeWithCode (recovery code)',
      async () => ({
        type: as(undefined, 'passwordChangeWithCode', (code) => ({
          email: loginOf('lina.limited'),
          code,
          password: 'new-Pass-12',
        })),
        code: await codeFor('lina.limited', 'recovery'),
      }),
    ],
    [
      'changePasswordConfirm (password change code)',
      async () => {
        const token = await signedIn('dora.direct');
        const body = { password: DEMO_PASSWORD, passwordNew: 'new-Pass-12', passwordNewRepeat: 'new-Pass-12' };
        const { requestKey } = (await t.call('changePassword', body, { token })).body;
        return { type: as(token, 'changePasswordConfirm', (code) => ({ requestKey, code })), code: await newestCode() };
      },
    ],
    [
      'twoStepVerificationConfirm (SMS settings code)',
      async () => {
        const token = await signedIn('cleo.cards');
        const set = { mode: 'transaction', typeMode: 'sms' };
        const { reqId } = (await t.call('twoStepVerificationSet', set, { token })).body;
        return { type: as(token, 'twoStepVerificationConfirm', (code) => ({ reqId, code })), code: await newestCode() };
      },
    ],
    [
      'phoneConfirm (a new phone’s SMS code)',
      async () => {
        const token = await signedIn('anna.personal');
        const phone = { phoneCountryCode: '49', phone: '15100000036', phoneType: 2 };
        const phoneId = (await t.call('phoneAdd', phone, { token })).body.phone.id;
        const { verifier, challenge } = pkcePair();
        await t.call('phoneVerificationSend', { phoneId, type: 'sms', codeChallenge: challenge }, { token });
        const confirm = (code: string) => ({ phoneId, code, codeVerifier: verifier });
        return { type: as(token, 'phoneConfirm', confirm), code: await newestCode() };
      },
    ],
    [
      'paymentEmailConfirm (payment e-mail code)',
      async () => {
        const token = await signedIn('rosa.rails');
        const emailId = (await t.call('paymentEmailAdd', { emailAddress: 'rosa.pay@example.com' }, { token })).body
          .email.id;
        await t.call('paymentEmailConfirmRequest', { emailId }, { token });
        const confirm = (confirmationCode: string) => ({ emailId, confirmationCode });
        return { type: as(token, 'paymentEmailConfirm', confirm), code: await newestCode() };
      },
    ],
    [
      'usernameChangeEmailConfirm (new sign-in e-mail code)',
      async () => {
        const token = await signedIn('anna.personal');
        const created = await t.call(
          'usernameChangeRequestCreate',
          { desiredUsername: 'anna.new@example.com' },
          { token },
        );
        const { requestId } = created.body.request;
        return {
          type: as(token, 'usernameChangeEmailConfirm', (code) => ({ requestId, code })),
          code: await newestCode(),
        };
      },
    ],
  ])(`%s: ${CODE_TRIES} wrong codes, then the right one is refused`, async (_, start) => {
    const { type, code } = await start();
    expect(code).toMatch(/^\d{6,8}$/);
    const wrong = code.startsWith('0') ? '1'.repeat(code.length) : '0'.repeat(code.length);
    for (let i = 1; i <= CODE_TRIES; i += 1) expect(await type(wrong)).toBe('VF');
    expect(await type(code)).toBe('VF');
  });

  test('a wrong code typed inside an idempotent method’s transaction keeps its try through the rollback', async () => {
    const owner = await userId(loginOf('boris.business'));
    const { id } = await issueCode(t.db, t.clock.now(), { userId: owner, purpose: 'twoStep', seconds: 600 });
    const guess = () =>
      runIdempotent(t.db, { customerId: 1, method: 'codeTest', key: newKey() }, 'hash', async (tx) => {
        const spent = await spendCode(tx, t.clock.now(), { id, userId: owner, purpose: 'twoStep', code: 'wrong' });
        if (spent.ok) throw new Error('a wrong code passed');
        return refusedCode(spent, failure('VF', 'is not the code we sent'));
      });
    for (let i = 1; i <= CODE_TRIES; i += 1) expect((await guess()).answer.responseCode).toBe('VF');
    const [row] = await t.db.select().from(verificationCodes).where(eq(verificationCodes.id, id));
    expect(row).toMatchObject({ tries: CODE_TRIES, usedAt: expect.any(Date) });
  });
});
