// @vitest-environment node
// (Type-checked by tsconfig.contract.json, like contract.test.ts.) The company and tax answers of this
// sandbox parsed by @paydeck/kyc/api's own fetchers and schemas over HTTP, for each kind of caller the
// pages have: boris for his company, adam on the admin overview, anna for herself, a representative with
// the auth secret and no session. An answer that drifts from what a screen parses fails here.
import { createApiClient } from '@paydeck/api-client';
import {
  fetchAdditionalQuestions,
  fetchAdminOverview,
  fetchBusinessCertification,
  fetchBusinessInfo,
  fetchCertifyingCompany,
  fetchCompanyUsers,
  fetchPersonalCertification,
  fetchPotentialUsers,
  fetchRepresentative,
  fetchRepresentativeCertification,
  fetchRepresentatives,
  updateBusinessCertification,
  uploadWForm,
} from '@paydeck/kyc/api';
import { DEMO_AUTH_SECRET } from './domains/tax/seed.ts';
import { createTestSandbox, type TestSandbox } from './test/harness.ts';

describe('the company and tax answers parse with @paydeck/kyc/api', () => {
  let t: TestSandbox;
  let base: string;
  const authErrors: string[] = [];
  const clientFor = (token: string | undefined) =>
    createApiClient({
      roots: { api: `${base}/api` },
      getAccessToken: async () => token,
      getLanguage: () => 'en',
      onAuthError: () => authErrors.push('auth'),
      onTermsError: () => authErrors.push('terms'),
    });
  let boris: ReturnType<typeof createApiClient>;
  let adam: ReturnType<typeof createApiClient>;
  let anna: ReturnType<typeof createApiClient>;
  let nobody: ReturnType<typeof createApiClient>;

  beforeAll(async () => {
    t = await createTestSandbox();
    base = await t.listen();
    boris = clientFor((await t.signIn('boris.business')).accessToken);
    adam = clientFor((await t.signIn('adam.admin')).accessToken);
    anna = clientFor((await t.signIn('anna.personal')).accessToken);
    nobody = clientFor(undefined);
  });
  afterAll(() => t.close());

  test.each([
    ['businessInfoGet', () => fetchBusinessInfo(boris)],
    ['businessDirectorList', () => fetchRepresentatives(boris, 'director')],
    ['businessShareholderList', () => fetchRepresentatives(boris, 'shareholder')],
    ['businessUltimateOwnerList', () => fetchRepresentatives(boris, 'ultimateBeneficialOwner')],
    ['businessUserList', () => fetchCompanyUsers(boris)],
    ['businessPotentialUsers', () => fetchPotentialUsers(boris)],
    ['dictionaryAdditionalQuestions', () => fetchAdditionalQuestions(nobody, 'en')],
    ['businessFatcaCrsCertificationGet', () => fetchBusinessCertification(boris)],
    ['businessInfoGet (certifying company)', () => fetchCertifyingCompany(boris)],
    ['personalFatcaCrsCertificationGet', () => fetchPersonalCertification(anna)],
    ['representativeFatcaCrsCertificationGet', () => fetchRepresentativeCertification(nobody, DEMO_AUTH_SECRET)],
    ['adminOverviewGet', () => fetchAdminOverview(adam)],
  ])('%s parses with its package schema', async (_method, fetch) => {
    await expect(fetch()).resolves.toBeDefined();
    expect(authErrors).toEqual([]);
  });

  test('a representative and the admin’s view of another company parse too', async () => {
    const [director] = await fetchRepresentatives(boris, 'director');
    await expect(fetchRepresentative(boris, director?.id ?? 0)).resolves.toMatchObject({ id: director?.id });
    const [northwind] = await fetchAdminOverview(adam);
    await expect(fetchBusinessInfo(adam, undefined, northwind?.customerId)).resolves.toMatchObject({
      name: 'Northwind Media Ltd',
    });
  });

  test('a business certification saved and its W-8BEN-E opened for signing parse', async () => {
    const certification = await updateBusinessCertification(boris, {
      name: 'Northwind Media Ltd',
      registrationCountryCode: 'GB',
      entityType: 'general',
      isFinancialInstitution: false,
      isPubliclyTraded: false,
      isOwnPubliclyTradedCompany: false,
      isEarnPassiveIncome: false,
      hasUSIndicia: false,
      isUSTaxPayer: false,
      isDisregardedEntity: false,
      taxIds: [{ countryCode: 'GB', taxId: '1234567890' }],
      controllingPersons: [],
    });
    expect(certification).toMatchObject({ requiredForm: 'W-8BEN-E' });
    const opened = await uploadWForm(boris, { formType: 'W-8BEN-E', returnUrl: '/self-certification-business' });
    expect(opened.signData.signUrls[0]).toMatch(/^\/api\/e-signature\//);
    expect(authErrors).toEqual([]);
  });
});
