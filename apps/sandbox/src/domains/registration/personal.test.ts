// @vitest-environment node
// Personal registration over HTTP: the e-mail check against the real users (free, taken, employee, its limit), a
// new personal customer who cannot sign in until the activation link is opened, the activation that signs in and
// leads to KYC, the refusals of each field, one account per Idempotency-Key, and Nora's seeded pending account.
import { eq } from 'drizzle-orm';
import { testDbKinds } from '../../test/databases.ts';
import { createTestSandbox, newKey, pkcePair, type TestSandbox } from '../../test/harness.ts';
import { users } from '../customer/tables.ts';
import { issueCode } from '../identity/verification-codes.ts';
import { NOT_ACTIVATED } from './activation.ts';
import { publicCallLimits } from './limits.ts';
import { PENDING_ACTIVATION_CODE, PENDING_LOGIN } from './seed.ts';
import { freshLimits, lastMessage } from './test-support.ts';

const nia = {
  registrationType: 'freelancers',
  email: 'Nia.Ng@example.com',
  password: 'nia-Pass-2026',
  firstName: 'Nia',
  lastName: 'Ng',
  birthDay: '1990-04-05',
  residenceCountryCode: 'LT',
  phoneCountryCode: '370',
  phone: '61200000',
  termsAccepted: true,
};

describe.each(testDbKinds)('personal registration on %s', (kind) => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await createTestSandbox(kind);
  });
  afterAll(() => t.close());

  const signIn = (username: string, password: string) =>
    t.auth('POST', '/login', { client: 'spa', username, password, codeChallenge: pkcePair().challenge });

  test.each([
    ['anna.personal@demo.paydeck.test', { exists: true, isEmployee: false }],
    ['ERIN.EMPLOYEE@demo.paydeck.test', { exists: true, isEmployee: true }],
    ['somebody.new@example.com', { exists: false, isEmployee: false }],
  ])('emailCheck of %s', async (email, answer) => {
    expect((await t.call('emailCheck', { email })).body).toEqual({ responseCode: '00', ...answer });
  });

  test('an e-mail that breaks spec 5’s rule is not looked up', async () => {
    const answer = await t.call('emailCheck', { email: 'a@b.c' });
    expect(answer.body).toMatchObject({ responseCode: 'VF', validationErrors: [{ param: 'email' }] });
  });

  test('the check is limited per client address, then allowed again after the window', async () => {
    freshLimits(t);
    const { max } = publicCallLimits.emailCheck;
    for (let i = 0; i < max; i++)
      expect((await t.call('emailCheck', { email: `x${i}@example.com` })).body.responseCode).toBe('00');
    const refused = await t.call('emailCheck', { email: 'one.more@example.com' });
    expect(refused.body).toMatchObject({
      responseCode: 'TA1',
      responseDescription: 'Too many e-mail checks. Try again in 10 minutes.',
    });
    freshLimits(t);
    expect((await t.call('emailCheck', { email: 'one.more@example.com' })).body.responseCode).toBe('00');
  });

  test('a new customer waits for activation, then is signed in by the link and led to KYC', async () => {
    freshLimits(t);
    const key = newKey();
    const created = await t.call('personalAccountCreate', nia, { key });
    expect(created.body).toEqual({ responseCode: '00', email: 'nia.ng@example.com' });
    // The same intent again (a double click, a retry): the same answer, one account.
    expect((await t.call('personalAccountCreate', nia, { key })).body).toEqual(created.body);
    expect((await t.call('emailCheck', { email: 'nia.ng@example.com' })).body).toMatchObject({ exists: true });

    expect(await signIn('nia.ng@example.com', nia.password)).toMatchObject({
      status: 403,
      body: { message: NOT_ACTIVATED },
    });
    const mail = await lastMessage(t, 'nia.ng@example.com');
    expect(mail?.link).toBe(`/activate?action=activation&username=nia.ng%40example.com&activationCode=${mail?.code}`);
    expect(
      (await t.call('activateAccount', { username: 'nia.ng@example.com', activationCode: '000000' })).body.responseCode,
    ).toBe('VF');
    const activated = await t.call('activateAccount', { username: 'nia.ng@example.com', activationCode: mail?.code });
    expect(activated.body).toMatchObject({ responseCode: '00', accessToken: expect.any(String) });

    const info = await t.call('customerInfo', {}, { token: activated.body.accessToken });
    expect(info.body.customer).toMatchObject({ customerType: 0, firstName: 'Nia', isNeedKyc: true, verified: false });
    expect((await signIn('nia.ng@example.com', nia.password)).status).toBe(200);
    // The code was spent.
    expect(
      (await t.call('activateAccount', { username: 'nia.ng@example.com', activationCode: mail?.code })).body
        .responseCode,
    ).toBe('VF');
  });

  test.each([
    ['a taken e-mail', { email: 'anna.personal@demo.paydeck.test' }, 'email', 'is taken'],
    ['an unknown type', { registrationType: 'gamblers' }, 'registrationType', 'must be one of the personal types'],
    ['a weak password', { password: 'password' }, 'password', 'must have a letter and a digit'],
    ['a minor', { birthDay: '2015-01-01' }, 'birthDay', 'must make the person 18 to 120 years old'],
    ['an impossible date', { birthDay: '1990-02-30' }, 'birthDay', 'must be a date YYYY-MM-DD'],
    ['an unknown country', { residenceCountryCode: 'XX' }, 'residenceCountryCode', 'must be a country code'],
    ['a phone with letters', { phone: '6120abc' }, 'phone', 'must be 4 to 14 digits'],
    ['terms not accepted', { termsAccepted: false }, 'termsAccepted', 'must be accepted'],
    ['no name', { firstName: ' ' }, 'firstName', 'is required'],
  ])('%s is refused', async (_case, change, param, description) => {
    freshLimits(t);
    const answer = await t.call(
      'personalAccountCreate',
      { ...nia, email: `${param}@example.com`, ...change },
      { key: newKey() },
    );
    expect(answer.body).toMatchObject({ responseCode: 'VF', validationErrors: [{ param, description }] });
  });

  test('without an Idempotency-Key nothing is created', async () => {
    const answer = await t.call('personalAccountCreate', { ...nia, email: 'no.key@example.com' });
    expect(answer.body.responseCode).toBe('TA1');
    expect((await t.call('emailCheck', { email: 'no.key@example.com' })).body.exists).toBe(false);
  });

  test('Nora, seeded, cannot sign in until her activation link; resendActivation kills the seeded code', async () => {
    expect(await signIn(PENDING_LOGIN, 'demo-Pass-1')).toMatchObject({ status: 403, body: { message: NOT_ACTIVATED } });
    expect((await lastMessage(t, PENDING_LOGIN))?.code).toBe(PENDING_ACTIVATION_CODE);
    expect((await t.call('resendActivation', { email: PENDING_LOGIN })).body.responseCode).toBe('00');
    const fresh = await lastMessage(t, PENDING_LOGIN);
    expect(fresh?.link).toContain('action=activation&');
    const old = await t.call('activateAccount', { username: PENDING_LOGIN, activationCode: PENDING_ACTIVATION_CODE });
    expect(old.body.responseCode).toBe('VF');
    expect(
      (await t.call('activateAccount', { username: PENDING_LOGIN, activationCode: fresh?.code })).body.responseCode,
    ).toBe('00');
    expect((await signIn(PENDING_LOGIN, 'demo-Pass-1')).status).toBe(200);
  });

  test('only an applicant is held back: a signed-in customer with a new invitation code still signs in', async () => {
    const [anna] = await t.db.select().from(users).where(eq(users.login, 'anna.personal@demo.paydeck.test'));
    await issueCode(t.db, t.clock.now(), { userId: anna?.id ?? 0, purpose: 'activationEmployee', seconds: 3600 });
    expect((await signIn('anna.personal@demo.paydeck.test', 'demo-Pass-1')).status).toBe(200);
  });

  test('dictionaryIndustry lists industries of the four groups', async () => {
    const { items } = (await t.call('dictionaryIndustry', {})).body as { items: { group: string }[] };
    expect(new Set(items.map((item) => item.group))).toEqual(
      new Set(['mainstream', 'adult', 'financial', 'investment']),
    );
  });
});
