// @vitest-environment node
import { createTestSandbox, type TestSandbox } from '../test/harness.ts';
import { testDbKinds } from '../test/databases.ts';

describe.each(testDbKinds)('method dispatch on %s', (kind) => {
  let t: TestSandbox;
  let anna: string;
  beforeAll(async () => {
    t = await createTestSandbox(kind);
    anna = (await t.signIn('anna.personal')).accessToken;
  });
  afterAll(() => t.close());

  test('an unknown method answers IM (HTTP 200)', async () => {
    const response = await t.call('noSuchMethod', {}, { token: anna });
    expect(response).toMatchObject({
      status: 200,
      body: { responseCode: 'IM', responseDescription: 'Invalid method noSuchMethod' },
    });
  });

  test.each([
    ['no token', undefined],
    ['an unknown token', 'not-a-token'],
  ])('a session method with %s answers HTTP 401 AU', async (_, token) => {
    const response = await t.call('balanceInquiry', {}, { token });
    expect(response).toMatchObject({ status: 401, body: { responseCode: 'AU', responseDescription: 'Unauthorized' } });
  });

  test('a public method needs no token', async () => {
    expect((await t.call('dictionaryCurrencies')).body.responseCode).toBe('00');
  });

  test.each([
    ['transactionHistory', { pageNumber: 0 }, [{ param: 'pageNumber', description: 'must be a page number from 1' }]],
    [
      'transactionHistory',
      { fromDate: '2026-13-45' },
      [{ param: 'fromDate', description: 'must be a date YYYY-MM-DD' }],
    ],
    [
      'transactionHistory',
      { transactionDirection: 'sideways', pageSize: 500 },
      [
        { param: 'transactionDirection', description: 'must be all, incoming or outgoing' },
        { param: 'pageSize', description: 'must be at most 100' },
      ],
    ],
    ['announcementGet', {}, [{ param: 'id', description: 'is required' }]],
    [
      'transferBetweenAccounts',
      { fromAccount: 1, toAccount: 2, toAmount: '1.234567891' },
      [{ param: 'toAmount', description: 'must be an amount with at most eight decimals' }],
    ],
    ['termsAccept', { termIds: [] }, [{ param: 'termIds', description: 'must not be empty' }]],
  ])('%s with %j answers VF with validationErrors', async (method, payload, validationErrors) => {
    const response = await t.call(method, payload, { token: anna, key: crypto.randomUUID() });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ responseCode: 'VF', responseDescription: 'Validation failed', validationErrors });
  });

  test('a body that is not a JSON object answers VF', async () => {
    for (const body of ['{not json', '[1,2]', '"text"']) {
      const response = await t.call('balanceInquiry', body, { token: anna });
      expect(response.body).toMatchObject({
        responseCode: 'VF',
        validationErrors: [{ param: 'body', description: 'must be a JSON object' }],
      });
    }
  });

  test('numbers where the client turned numeric strings into numbers are accepted', async () => {
    const response = await t.call(
      'transactionHistory',
      { pageNumber: '2', pageSize: 5, keyword: 12345 },
      { token: anna },
    );
    expect(response.body).toMatchObject({ responseCode: '00', pageNumber: 2, pageSize: 5 });
  });

  describe('acting for another customer (fromCustomerId)', () => {
    let boris: string;
    let erin: string;
    let admin: string;
    let companies: { customerId: number; businessName: string }[];
    beforeAll(async () => {
      boris = (await t.signIn('boris.business')).accessToken;
      erin = (await t.signIn('erin.employee')).accessToken;
      admin = (await t.signIn('adam.admin')).accessToken;
      companies = (await t.call('customerAccessInfo', {}, { token: boris })).body.accessList;
    });
    const company = (name: string) => companies.find((c) => c.businessName.startsWith(name))?.customerId;

    test('boris acts for both companies', async () => {
      expect(companies.map((c) => c.businessName)).toEqual(['Northwind Media Ltd', 'Bluefin Studios OÜ']);
      const bluefin = await t.call('balanceInquiry', { fromCustomerId: company('Bluefin') }, { token: boris });
      expect(bluefin.body.accounts.map((a: { currencyCode: string }) => a.currencyCode)).toEqual(['EUR']);
      expect(bluefin.body.accounts[0].customerId).toBe(company('Bluefin'));
    });

    test('erin may not act for a company she has no access to: ENOA', async () => {
      const response = await t.call('balanceInquiry', { fromCustomerId: company('Bluefin') }, { token: erin });
      expect(response.body).toEqual({
        responseCode: 'ENOA',
        responseDescription: `No access to customer ${company('Bluefin')}`,
      });
    });

    test("anna may not see boris's company", async () => {
      expect(
        (await t.call('balanceInquiry', { fromCustomerId: company('Northwind') }, { token: anna })).body.responseCode,
      ).toBe('ENOA');
    });

    test('the admin acts for anyone', async () => {
      const response = await t.call('customerInfo', { fromCustomerId: company('Northwind') }, { token: admin });
      expect(response.body.customer).toMatchObject({
        customerId: company('Northwind'),
        businessName: 'Northwind Media Ltd',
        isAdmin: true,
      });
    });

    test('customerAccessInfo: rights and positions per company', async () => {
      const northwind = await t.call('customerAccessInfo', { fromCustomerId: company('Northwind') }, { token: boris });
      expect(northwind.body).toMatchObject({
        responseCode: '00',
        accessRights: 2,
        businessRepresentativePositionIds: [2, 6, 8],
        permissions: expect.arrayContaining(['sendMoneyUser']),
        taxResidencySelfCertificationDocumentStatus: 'validated',
      });
      const erinInfo = await t.call('customerAccessInfo', {}, { token: erin });
      expect(erinInfo.body).toMatchObject({ accessRights: 3, businessRepresentativePositionIds: [5] });
      expect(erinInfo.body.accessList).toHaveLength(1);
    });
  });
});
