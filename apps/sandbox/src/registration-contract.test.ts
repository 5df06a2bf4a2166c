// @vitest-environment node
// (Type-checked by tsconfig.contract.json, like contract.test.ts.) The registration answers of this sandbox parsed
// by @paydeck/registration/api's own fetchers and schemas over HTTP, as the registration screens call them with no
// session: the e-mail check as an existence status, both account openings, the resolution sent, signed and
// fetched, and the dictionaries the forms read. An answer that drifts from what a screen parses fails here.
import { createApiClient, newIdempotencyKey } from '@paydeck/api-client';
import {
  checkEmail,
  createBusinessAccount,
  createPersonalAccount,
  emailExistence,
  fetchCurrencies,
  fetchDictionary,
  fetchIndustries,
  fetchResolution,
  resendActivation,
  sendResolution,
} from '@paydeck/registration/api';
import { businessDraft, freshLimits } from './domains/registration/test-support.ts';
import { createTestSandbox, type TestSandbox } from './test/harness.ts';

describe('the registration answers parse with @paydeck/registration/api', () => {
  let t: TestSandbox;
  let api: ReturnType<typeof createApiClient>;
  const callbacks: string[] = [];

  beforeAll(async () => {
    t = await createTestSandbox();
    const base = await t.listen();
    api = createApiClient({
      roots: { api: `${base}/api` },
      getAccessToken: async () => undefined,
      getLanguage: () => 'en',
      onAuthError: () => callbacks.push('auth'),
      onTermsError: () => callbacks.push('terms'),
    });
    freshLimits(t);
  });
  afterAll(() => t.close());

  test.each([
    ['anna.personal@demo.paydeck.test', emailExistence.taken],
    ['erin.employee@demo.paydeck.test', emailExistence.employee],
    ['free.address@example.com', emailExistence.free],
  ])('emailCheck of %s is status %i', async (email, status) => {
    await expect(checkEmail(api, email)).resolves.toBe(status);
  });

  test('a personal account opens and its activation can be sent again', async () => {
    const registration = {
      registrationType: 'developers',
      email: 'dev.contract@example.com',
      password: 'dev-Pass-2026',
      firstName: 'Dev',
      lastName: 'Contract',
      birthDay: '1985-07-08',
      residenceCountryCode: 'EE',
      phoneCountryCode: '+372',
      phone: '51234567',
      termsAccepted: true,
    } as const;
    await expect(createPersonalAccount(api, registration, newIdempotencyKey())).resolves.toBe(
      'dev.contract@example.com',
    );
    await expect(resendActivation(api, 'dev.contract@example.com')).resolves.toBeUndefined();
  });

  test('a resolution is sent, signed and fetched; the business opens with it', async () => {
    const draft = businessDraft('contract');
    const resolution = await sendResolution(api, {
      company: { name: draft.generalForm.name, registrationNumber: '01234567', registrationCountryCode: 'GB' },
      directors: [{ personId: 'p1', firstName: 'Ada', lastName: 'Lane', email: 'ada.contract@acme.test' }],
    });
    await t.request(`/__sandbox/registration/resolutions/${resolution.id}/sign`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ada.contract@acme.test', action: 'sign' }),
    });
    await expect(fetchResolution(api, resolution.id)).resolves.toMatchObject({ statusId: 2 });
    const email = draft.persons[0]?.email ?? '';
    await expect(
      createBusinessAccount(
        api,
        { email, password: 'acme-Pass-1', resolutionId: resolution.id, draft },
        newIdempotencyKey(),
      ),
    ).resolves.toBe(email);
  });

  test('the dictionaries the forms read', async () => {
    expect((await fetchIndustries(api, 'en')).length).toBeGreaterThan(0);
    for (const kind of ['personal', 'business'] as const) {
      expect((await fetchDictionary(api, 'sourcesOfFunds', { kind }, 'en')).length).toBeGreaterThan(0);
    }
    expect((await fetchDictionary(api, 'purposesOfAccount', { kind: 'business' }, 'en')).length).toBeGreaterThan(0);
    expect((await fetchDictionary(api, 'estimatedMonthlyDeposits', {}, 'en')).length).toBeGreaterThan(0);
    expect((await fetchDictionary(api, 'additionalQuestions', { kind: 'business' }, 'en')).length).toBeGreaterThan(0);
    expect((await fetchCurrencies(api, 'en')).map((currency) => currency.code)).toContain('EUR');
    expect(callbacks).toEqual([]);
  });
});
