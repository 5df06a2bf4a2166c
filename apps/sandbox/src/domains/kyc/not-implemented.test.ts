// @vitest-environment node
// Spec 7.2: "some representative operations answer 'Not implemented'". The sandbox's one: the tax number of a
// shareholding company (representative type 9), which has no personal tax number; a person's still saves.
import { createTestSandbox, type TestSandbox } from '../../test/harness.ts';

describe('a representative operation the bank has not implemented', () => {
  let t: TestSandbox;
  let boris: string;
  let bluefin: number;
  beforeAll(async () => {
    t = await createTestSandbox();
    boris = (await t.signIn('boris.business')).accessToken;
    const access = await t.call('customerAccessInfo', {}, { token: boris });
    bluefin = access.body.accessList.find((entry: { businessName: string }) =>
      entry.businessName.startsWith('Bluefin'),
    ).customerId;
  });
  afterAll(() => t.close());

  const shareholders = async () =>
    (await t.call('businessShareholderList', { fromCustomerId: bluefin }, { token: boris })).body.representatives as {
      id: number;
      typeId: number;
    }[];
  const update = (positionId: number) =>
    t.call('customerTaxNumberUpdate', { taxId: 'GB123456789', positionId, fromCustomerId: bluefin }, { token: boris });

  test("a shareholding company's tax number answers AE 'Not implemented', and nothing changes", async () => {
    const company = (await shareholders()).find((r) => r.typeId === 9);
    expect(company).toBeDefined();
    const answer = await update(company?.id ?? 0);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ responseCode: 'AE', responseDescription: 'Not implemented' });
    const info = await t.call(
      'businessRepresentativeInfoGet',
      { id: company?.id, fromCustomerId: bluefin },
      { token: boris },
    );
    expect(info.body.representative.taxId ?? null).toBeNull();
  });

  test("a director's tax number of the same company still saves", async () => {
    const directors = (await t.call('businessDirectorList', { fromCustomerId: bluefin }, { token: boris })).body
      .representatives as { id: number }[];
    expect((await update(directors[0]?.id ?? 0)).body.responseCode).toBe('00');
  });
});
