// @vitest-environment node
// The compliance declarations over HTTP: Bluefin (a webcam studio, adult group) is asked for the studio and
// streaming-platform declarations and the prohibited escort statement, Northwind (mainstream) for none; a signature
// is kept (read again, sent again unchanged); the payload is checked; and who may not read or sign is refused.
import { eq } from 'drizzle-orm';
import { northwindOf } from '../../api/access-test-support.ts';
import { loginOf } from '../../seed/people.ts';
import { type TestSandbox, createTestSandbox } from '../../test/harness.ts';
import { customerAccesses, customers, users } from '../customer/tables.ts';

const signature = { signerName: 'Boris Petrov', signerPosition: 'Director', isAgreed: true };

describe('the compliance declarations', () => {
  let t: TestSandbox;
  let boris: string;
  let bluefin: number;
  let northwind: number;
  beforeAll(async () => {
    t = await createTestSandbox();
    boris = (await t.signIn('boris.business')).accessToken;
    const [row] = await t.db.select().from(customers).where(eq(customers.businessName, 'Bluefin Studios OÜ'));
    bluefin = row?.id ?? 0;
    northwind = await northwindOf(t);
  });
  afterAll(() => t.close());

  const forBluefin = (method: string, body: object = {}, token = boris) =>
    t.call(method, { ...body, fromCustomerId: bluefin }, { token });

  /** A user of Bluefin with `accessRights`, signed in. */
  async function bluefinUser(name: string, accessRights: number) {
    const [model] = await t.db
      .select()
      .from(users)
      .where(eq(users.login, loginOf('boris.business')));
    const [user] = await t.db
      .insert(users)
      .values({
        login: loginOf(name),
        passwordHash: model?.passwordHash ?? '',
        firstName: 'Test',
        lastName: name,
        customerId: bluefin,
        userType: 3,
      })
      .returning();
    await t.db.insert(customerAccesses).values({ userId: user?.id ?? 0, customerId: bluefin, accessRights });
    return (await t.signIn(name)).accessToken;
  }

  test('an adult-group company is asked for all three, unsigned; a mainstream one for none', async () => {
    const unsigned = { isRequired: true, isSigned: false, signerName: null, signerPosition: null, signedAt: null };
    expect((await forBluefin('businessDeclarationsGet')).body.declarations).toEqual([
      { type: 'studio', ...unsigned },
      { type: 'streamingPlatform', ...unsigned },
    ]);
    expect((await forBluefin('businessProhibitedEscortStatementGet')).body.statement).toEqual(unsigned);
    const own = await t.call('businessDeclarationsGet', { fromCustomerId: northwind }, { token: boris });
    expect(own.body.declarations.map((d: { isRequired: boolean }) => d.isRequired)).toEqual([false, false]);
    const statement = await t.call(
      'businessProhibitedEscortStatementGet',
      { fromCustomerId: northwind },
      { token: boris },
    );
    expect(statement.body.statement.isRequired).toBe(false);
  });

  test('a signed declaration is kept; a second send keeps the first signature', async () => {
    const sent = await forBluefin('businessDeclarationsSend', { type: 'studio', ...signature });
    expect(sent.body.responseCode).toBe('00');
    const studio = sent.body.declarations[0];
    expect(studio).toMatchObject({
      type: 'studio',
      isSigned: true,
      signerName: 'Boris Petrov',
      signerPosition: 'Director',
    });
    expect(studio.signedAt).toBe(t.clock.now().toISOString());
    t.clock.advance(60_000);
    await forBluefin('businessDeclarationsSend', { type: 'studio', ...signature, signerName: 'Someone Else' });
    const read = (await forBluefin('businessDeclarationsGet')).body.declarations;
    expect(read[0]).toEqual(studio);
    expect(read[1]).toMatchObject({ type: 'streamingPlatform', isSigned: false });
  });

  test('the escort statement is kept once signed', async () => {
    const sent = await forBluefin('businessProhibitedEscortStatementSend', signature);
    expect(sent.body.statement).toMatchObject({ isRequired: true, isSigned: true, signerName: 'Boris Petrov' });
    expect((await forBluefin('businessProhibitedEscortStatementGet')).body.statement).toEqual(sent.body.statement);
  });

  test.each([
    ['an unknown type', 'businessDeclarationsSend', { ...signature, type: 'club' }, 'type'],
    [
      'no agreement',
      'businessDeclarationsSend',
      { ...signature, type: 'streamingPlatform', isAgreed: false },
      'isAgreed',
    ],
    [
      'an empty name',
      'businessDeclarationsSend',
      { ...signature, type: 'streamingPlatform', signerName: ' ' },
      'signerName',
    ],
    [
      'no position',
      'businessProhibitedEscortStatementSend',
      { signerName: 'Boris Petrov', isAgreed: true },
      'signerPosition',
    ],
    [
      'a name too long',
      'businessProhibitedEscortStatementSend',
      { ...signature, signerName: 'B'.repeat(101) },
      'signerName',
    ],
  ])('refuses %s', async (_, method, body, param) => {
    const answer = await forBluefin(method, body);
    expect(answer.body.responseCode).toBe('VF');
    expect(answer.body.validationErrors.map((e: { param: string }) => e.param)).toContain(param);
  });

  test.each([
    ['businessDeclarationsSend', { type: 'studio', ...signature }, 'type'],
    ['businessProhibitedEscortStatementSend', signature, 'signerName'],
  ])('a mainstream company cannot sign what it is not asked for (%s)', async (method, body, param) => {
    const answer = await t.call(method, { ...body, fromCustomerId: northwind }, { token: boris });
    expect(answer.body.validationErrors).toEqual([expect.objectContaining({ param })]);
    expect(
      (await t.call('businessDeclarationsGet', { fromCustomerId: northwind }, { token: boris })).body.declarations[0]
        .isSigned,
    ).toBe(false);
  });

  describe('refusals', () => {
    test.each([
      ['businessDeclarationsGet', {}],
      ['businessDeclarationsSend', { type: 'streamingPlatform', ...signature }],
      ['businessProhibitedEscortStatementGet', {}],
      ['businessProhibitedEscortStatementSend', signature],
    ])('%s: a personal customer is not a company, another company’s user has no access', async (method, body) => {
      const anna = (await t.signIn('anna.personal')).accessToken;
      expect((await t.call(method, body, { token: anna })).body.responseCode).toBe('TA1');
      const erin = (await t.signIn('erin.employee')).accessToken;
      expect((await forBluefin(method, body, erin)).body.responseCode).toBe('ENOA');
    });

    test.each([1, 3, 5])('a Bluefin user of right %i reads but does not sign', async (right) => {
      const token = await bluefinUser(`bluefin.right${right}`, right);
      expect((await forBluefin('businessDeclarationsGet', {}, token)).body.responseCode).toBe('00');
      expect((await forBluefin('businessProhibitedEscortStatementGet', {}, token)).body.responseCode).toBe('00');
      const send = await forBluefin('businessDeclarationsSend', { type: 'streamingPlatform', ...signature }, token);
      expect(send.body.responseCode).toBe('13');
      const statement = await forBluefin('businessProhibitedEscortStatementSend', signature, token);
      expect(statement.body.responseCode).toBe('13');
      expect((await forBluefin('businessDeclarationsGet')).body.declarations[1].isSigned).toBe(false);
    });
  });
});
