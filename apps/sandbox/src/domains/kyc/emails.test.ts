// @vitest-environment node
// Payment e-mails (codes in the inbox) and the username change (the login changes; usernameChanged).
import { eq } from 'drizzle-orm';
import { createTestSandbox, type TestSandbox } from '../../test/harness.ts';
import { loginOf } from '../../seed/people.ts';
import { users } from '../customer/tables.ts';
import { lastCode, listen } from './test-support.ts';

describe('payment e-mails and username change', () => {
  let t: TestSandbox;
  let token: string;
  let customerId: number;
  beforeAll(async () => {
    t = await createTestSandbox();
    token = (await t.signIn('vera.device')).accessToken;
    const [user] = await t.db
      .select()
      .from(users)
      .where(eq(users.login, loginOf('vera.device')));
    customerId = user?.customerId ?? 0;
  });
  afterAll(() => t.close());

  const list = async () => (await t.call('paymentEmailList', {}, { token })).body.emails;

  test('the sign-in e-mail is the seeded primary; it cannot be deleted', async () => {
    const emails = await list();
    expect(emails).toEqual([
      {
        id: expect.any(Number),
        emailAddress: loginOf('vera.device'),
        status: 'Primary',
        confirmed: true,
        accountIds: [],
      },
    ]);
    const refused = await t.call('paymentEmailDelete', { emailId: emails[0].id }, { token });
    expect(refused.body.validationErrors[0].param).toBe('emailId');
    expect((await t.call('emailInquiry', {}, { token })).body.emails).toEqual([
      { emailAddress: loginOf('vera.device'), status: 'Primary' },
    ]);
  });

  test.each(['vera', 'a@b', 'no spaces@x.pt'])('%s is not an e-mail address', async (emailAddress) => {
    expect((await t.call('paymentEmailAdd', { emailAddress }, { token })).body.validationErrors[0].param).toBe(
      'emailAddress',
    );
  });

  test('add, confirm with the code from the inbox, make primary, link own accounts only', async () => {
    const added = await t.call('paymentEmailAdd', { emailAddress: 'Vera.Pay@Example.com' }, { token });
    expect(added.body.email).toMatchObject({
      emailAddress: 'vera.pay@example.com',
      status: 'Unconfirmed',
      confirmed: false,
    });
    const emailId = added.body.email.id;
    expect(
      (await t.call('paymentEmailAdd', { emailAddress: 'vera.pay@example.com' }, { token })).body.responseCode,
    ).toBe('VF');
    expect((await t.call('paymentEmailSetPrimary', { emailId }, { token })).body.validationErrors[0].description).toBe(
      'must be confirmed first',
    );
    const wrong = await t.call('paymentEmailConfirm', { emailId, confirmationCode: '000000x' }, { token });
    expect(wrong.body.validationErrors).toEqual([
      { param: 'confirmationCode', description: 'is not the code we sent' },
    ]);
    await t.call('paymentEmailConfirmRequest', { emailId }, { token });
    const code = await lastCode(t, 'vera.pay@example.com', 'email');
    const confirmed = await t.call('paymentEmailConfirm', { emailId, confirmationCode: code }, { token });
    expect(confirmed.body.email).toMatchObject({ status: 'Active', confirmed: true });
    const primary = await t.call('paymentEmailSetPrimary', { emailId }, { token });
    expect(primary.body.emails.map((e: { status: string }) => e.status)).toEqual(['Active', 'Primary']);

    const accounts = (await t.call('balanceInquiry', {}, { token })).body.accounts.map(
      (a: { accountId: number }) => a.accountId,
    );
    const linked = await t.call('paymentEmailLinkAccounts', { emailId, accountIds: accounts }, { token });
    expect(linked.body.email.accountIds).toEqual(accounts);
    const anna = (await t.call('balanceInquiry', {}, { token: (await t.signIn('anna.personal')).accessToken })).body
      .accounts;
    const foreign = await t.call('paymentEmailLinkAccounts', { emailId, accountIds: [anna[0].accountId] }, { token });
    expect(foreign.body.validationErrors).toEqual([{ param: 'accountIds', description: 'must be your own accounts' }]);
    const formerPrimary = primary.body.emails[0].id;
    expect((await t.call('paymentEmailDelete', { emailId: formerPrimary }, { token })).body.responseCode).toBe('00');
    expect((await list()).map((e: { emailAddress: string }) => e.emailAddress)).toEqual(['vera.pay@example.com']);
  });

  test('username change: refused when taken; wrong code five times fails it; a new request confirms', async () => {
    const heard = listen(t, customerId);
    const taken = await t.call('usernameChangeRequestCreate', { desiredUsername: loginOf('anna.personal') }, { token });
    expect(taken.body.validationErrors[0].param).toBe('desiredUsername');

    const first = await t.call('usernameChangeRequestCreate', { desiredUsername: 'vera.new@example.com' }, { token });
    expect(first.body.request).toMatchObject({ desiredUsername: 'vera.new@example.com', status: 'pending' });
    const requestId = first.body.request.requestId;
    expect(
      (await t.call('usernameChangeRequestCreate', { desiredUsername: 'x.y@example.com' }, { token })).body
        .responseCode,
    ).toBe('VF');
    for (let i = 0; i < 5; i += 1) {
      const wrong = await t.call('usernameChangeEmailConfirm', { requestId, code: '999999a' }, { token });
      expect(wrong.body.validationErrors[0].description).toBe('is not the code we sent');
    }
    expect((await t.call('usernameChangeRequestGet', {}, { token })).body.request.status).toBe('failed');
    expect(heard.map((n) => n.type)).toEqual(['usernameChangeFailed']);

    const second = await t.call('usernameChangeRequestCreate', { desiredUsername: 'vera.new@example.com' }, { token });
    const code = await lastCode(t, 'vera.new@example.com', 'email');
    const done = await t.call(
      'usernameChangeEmailConfirm',
      { requestId: second.body.request.requestId, code },
      { token },
    );
    expect(done.body.request).toMatchObject({ status: 'active' });
    expect(done.body.request.logs.map((l: { status: string }) => l.status)).toEqual(['pending', 'active']);
    const [user] = await t.db.select().from(users).where(eq(users.customerId, customerId));
    expect(user?.login).toBe('vera.new@example.com');
    expect(heard.map((n) => n.type)).toEqual(['usernameChangeFailed', 'usernameChanged']);
    expect((await t.call('usernameChangeRequestDelete', { requestId }, { token })).body.responseCode).toBe('00');
  });
});
