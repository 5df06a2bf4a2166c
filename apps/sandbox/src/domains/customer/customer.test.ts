// @vitest-environment node
import { createTestSandbox, type TestSandbox } from '../../test/harness.ts';
import { eq } from 'drizzle-orm';
import { testDbKinds } from '../../test/databases.ts';
import { customers } from './tables.ts';

describe.each(testDbKinds)('customerInfo, terms and access info on %s', (kind) => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await createTestSandbox(kind);
  });
  afterAll(() => t.close());

  const info = async (name: string) =>
    (await t.call('customerInfo', {}, { token: (await t.signIn(name)).accessToken })).body;

  test.each([
    [
      'anna.personal',
      {
        customerType: 0,
        verified: true,
        limited: false,
        isNeedKyc: false,
        isAdmin: false,
        isHaveRelatedAccounts: false,
        login2faMode: 'no',
        transactionApproveMode: 'none',
      },
    ],
    ['pavel.push', { login2faMode: 'push', transactionApproveMode: 'push', secondFactor: 'push' }],
    ['sofia.sms', { login2faMode: 'sms', transactionApproveMode: 'sms' }],
    ['uma.unverified', { verified: false, isNeedKyc: true }],
    ['lina.limited', { limited: true, verified: true, dueDiligenceLevel: 2 }],
    ['boris.business', { customerType: 2, businessName: 'Northwind Media Ltd', isHaveRelatedAccounts: true }],
    [
      'erin.employee',
      { customerType: 2, businessName: 'Northwind Media Ltd', isHaveRelatedAccounts: false, firstName: 'Erin' },
    ],
    ['adam.admin', { isAdmin: true }],
  ])('%s', async (name, expected) => {
    const body = await info(name);
    expect(body.responseCode).toBe('00');
    expect(body.customer).toMatchObject({ login: `${name}@demo.paydeck.test`, ...expected });
    expect(body.terms.every((entry: { value: boolean }) => entry.value)).toBe(true);
  });

  test('every documented customer field is present', async () => {
    const body = await info('anna.personal');
    expect(Object.keys(body.customer).sort()).toEqual(
      [
        'userId',
        'customerId',
        'login',
        'firstName',
        'lastName',
        'businessName',
        'customerType',
        'transactionApproveMode',
        'login2faMode',
        'isAdmin',
        'isHaveRelatedAccounts',
        'useOldWeb',
        'oldWebUrl',
        'birthDay',
        'customerCreationDate',
        'residenceCountryCode',
        'taxId',
        'permissions',
        'verified',
        'limited',
        'dueDiligenceLevel',
        'isNeedPersonalInfoUpdate',
        'isNeedKyc',
        'isFatcaActionRequired',
        'secondFactor',
        'userType',
      ].sort(),
    );
  });

  test.each([
    ['frank.fatca', true],
    ['anna.personal', false],
    ['uma.unverified', false],
    ['boris.business', false],
  ])('%s: isFatcaActionRequired is %s', async (name, required) => {
    expect((await info(name)).customer.isFatcaActionRequired).toBe(required);
  });

  test('frank stops being sent to the self-certification once his certification is pending', async () => {
    const [frank] = await t.db.select().from(customers).where(eq(customers.residenceCountryCode, 'US'));
    await t.db
      .update(customers)
      .set({ taxResidencyCertStatus: 'pending' })
      .where(eq(customers.id, frank?.id ?? 0));
    expect((await info('frank.fatca')).customer.isFatcaActionRequired).toBe(false);
    await t.db
      .update(customers)
      .set({ taxResidencyCertStatus: 'none' })
      .where(eq(customers.id, frank?.id ?? 0));
  });

  test('otto has unaccepted terms: TE with the list; after termsAccept, 00', async () => {
    const otto = (await t.signIn('otto.otp')).accessToken;
    const first = await t.call('customerInfo', {}, { token: otto });
    expect(first.body).toEqual({
      responseCode: 'TE',
      responseDescription: 'Please accept the updated terms',
      terms: [
        {
          id: 3,
          key: 'fee-schedule-2026',
          label: 'Fee schedule 2026',
          text: expect.any(String),
          url: 'https://paydeck.test/legal/fees-2026',
          value: false,
        },
      ],
    });
    expect((await t.call('termsAccept', { termIds: [99] }, { token: otto })).body).toMatchObject({
      responseCode: 'VF',
      validationErrors: [{ param: 'termIds', description: 'unknown terms 99' }],
    });
    const accepted = await t.call('termsAccept', { termIds: [3] }, { token: otto });
    expect(accepted.body.terms.map((entry: { value: boolean }) => entry.value)).toEqual([true, true, true]);
    const after = await t.call('customerInfo', {}, { token: otto });
    expect(after.body.responseCode).toBe('00');
  });
});
