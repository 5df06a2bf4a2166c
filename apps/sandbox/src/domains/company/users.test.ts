// @vitest-environment node
// company-access over HTTP: the users and the rights that may be chosen (5 never), a representative added
// as a user and a new authorised user (the activation e-mail in the inbox, activation, then active), the
// e-mail sent again, and the rules of a rights change (not one's own, not 5, never without a full user).
import { type TestSandbox, createTestSandbox } from '../../test/harness.ts';
import { testDbKinds } from '../../test/databases.ts';
import { files, lastCode, upload } from '../kyc/test-support.ts';

describe.each(testDbKinds)('Northwind’s users on %s', (kind) => {
  let t: TestSandbox;
  let boris: string;
  beforeAll(async () => {
    t = await createTestSandbox(kind);
    boris = (await t.signIn('boris.business')).accessToken;
  });
  afterAll(() => t.close());

  const users = async () =>
    (await t.call('businessUserList', {}, { token: boris })).body.users as Record<string, unknown>[];

  test('seeded users and the selectable rights', async () => {
    expect((await users()).map((u) => [u.firstName, u.accessRights, u.status])).toEqual([
      ['Boris', 2, 'active'],
      ['Erin', 3, 'active'],
      ['Tom', 1, 'pending'],
    ]);
    const rights = (await t.call('businessAccessRightsList', {}, { token: boris })).body.accessRights;
    expect(rights.map((r: { id: number }) => r.id)).toEqual([0, 1, 2, 3, 4]);
  });

  test('Greta is a potential user; added with right 4 she is pending with an activation e-mail', async () => {
    const potential = (await t.call('businessPotentialUsers', {}, { token: boris })).body.representatives;
    expect(potential.map((r: { firstName: string }) => r.firstName)).toEqual(['Greta']);
    const added = await t.call(
      'businessAuthorisedUserCreate',
      { representativeId: potential[0].id, accessRights: 4 },
      { token: boris },
    );
    expect(added.body.user).toMatchObject({ firstName: 'Greta', accessRights: 4, status: 'pending', userId: null });
    expect(await lastCode(t, 'greta.hansen@example.com', 'email')).toMatch(/^\d{6}$/);
    const again = await t.call(
      'businessAuthorisedUserCreate',
      { representativeId: potential[0].id, accessRights: 4 },
      { token: boris },
    );
    expect(again.body.responseCode).toBe('VF');
  });

  test('a new authorised user (right 5) activates and may upload but not edit', async () => {
    const created = await t.call(
      'businessAuthorisedUserCreate',
      { firstName: 'Nia', lastName: 'Okafor', email: 'nia.okafor@example.com' },
      { token: boris },
    );
    expect(created.body.user).toMatchObject({ typeId: 5, accessRights: 5, status: 'pending' });
    expect(
      (await t.call('businessAuthorisedUserResend', { id: created.body.user.id }, { token: boris })).body.responseCode,
    ).toBe('00');
    const code = await lastCode(t, 'nia.okafor@example.com', 'email');
    const activated = await t.call('activateAccount', { username: 'nia.okafor@example.com', activationCode: code });
    expect(activated.body.responseCode).toBe('00');
    const nia = activated.body.accessToken as string;
    expect(
      (await t.call('businessAuthorisedUserGet', { id: created.body.user.id }, { token: boris })).body.user,
    ).toMatchObject({
      status: 'active',
      userId: expect.any(Number),
    });
    expect(
      (await t.call('businessAuthorisedUserResend', { id: created.body.user.id }, { token: boris })).body.responseCode,
    ).toBe('VF');
    expect(
      (await upload(t, 'businessDocumentUpload', nia, { documentTypeId: 93 }, { file: files.pdf() })).body.responseCode,
    ).toBe('00');
    expect(
      (await t.call('businessInfoUpdate', { website: 'https://x.example' }, { token: nia })).body.responseCode,
    ).toBe('13');
    expect((await t.call('businessUserList', {}, { token: nia })).body.responseCode).toBe('00');
    const taken = await t.call(
      'businessAuthorisedUserCreate',
      { firstName: 'A', lastName: 'B', email: 'erin.employee@demo.paydeck.test' },
      { token: boris },
    );
    expect(taken.body.validationErrors[0]).toMatchObject({ param: 'email' });
  });

  test.each([
    ['right 5 (hidden)', 'Erin', 5],
    ['one’s own right', 'Boris', 3],
  ])('a rights change refused: %s', async (_case, name, accessRights) => {
    const user = (await users()).find((u) => u.firstName === name);
    const answer = await t.call('businessUserAccessRightsUpdate', { id: user?.id, accessRights }, { token: boris });
    expect(answer.body).toMatchObject({ responseCode: 'VF', validationErrors: [{ param: 'accessRights' }] });
  });

  test('right 0 ends a user’s access to the company at once', async () => {
    const erinToken = (await t.signIn('erin.employee')).accessToken;
    const erin = (await users()).find((u) => u.firstName === 'Erin');
    await t.call('businessUserAccessRightsUpdate', { id: erin?.id, accessRights: 0 }, { token: boris });
    expect((await t.call('businessInfoGet', {}, { token: erinToken })).body.responseCode).toBe('13');
  });
});
