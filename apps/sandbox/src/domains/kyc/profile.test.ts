// @vitest-environment node
// The demo people's KYC inputs, the profile and questionnaire, dictionaries, client IP info, and the
// identity workflow and video job the sandbox plays the provider of.
import { dayOf } from '@paydeck/api-client/calendar';
import { createTestSandbox, type TestSandbox } from '../../test/harness.ts';
import { people } from '../../seed/people.ts';
import { requiredActions } from './rules.ts';
import { awaiting, review } from './test-support.ts';

describe('profile, dictionaries and the identity provider', () => {
  let t: TestSandbox;
  let token: string;
  beforeAll(async () => {
    t = await createTestSandbox();
    token = (await t.signIn('anna.personal')).accessToken;
  });
  afterAll(() => t.close());

  // frank.fatca (US indicia, no self-certification) has one action left: the tax form.
  const pending: Partial<Record<string, string[]>> = { 'frank.fatca': ['taxForm'] };
  test.each(people.filter((p) => !['uma.unverified', 'lina.limited'].includes(p.name)).map((p) => p.name))(
    '%s: verified, not limited, no required action but its own (status checked)',
    async (name) => {
      const { accessToken } = await t.signIn(name);
      const kyc = (await t.call('kycCustomerInfoGet', {}, { token: accessToken })).body.kyc;
      expect(kyc).toMatchObject({ verified: true, limited: false, isNeedKyc: false, dueDiligence: null });
      expect(requiredActions({ ...kyc, questionnaireDone: true })).toEqual(pending[name] ?? []);
    },
  );

  test('profileInquiry, kycPersonalInfoUpdate (adults only), customerTaxNumberUpdate', async () => {
    expect((await t.call('profileInquiry', {}, { token })).body.profile).toEqual({
      firstName: 'Anna',
      lastName: 'Novak',
      birthDay: '1990-04-12',
      login: 'anna.personal@demo.paydeck.test',
      residenceCountryCode: 'DE',
      citizenshipCountryCode: 'DE',
      taxId: 'DE12345678901',
      occupationId: 1,
    });
    const child = await t.call(
      'kycPersonalInfoUpdate',
      { firstName: 'A', lastName: 'N', birthDay: '2020-01-01', citizenshipCountryCode: 'DE' },
      { token },
    );
    expect(child.body.validationErrors[0].param).toBe('birthDay');
    const updated = await t.call(
      'kycPersonalInfoUpdate',
      { firstName: 'Anna', lastName: 'Nowak', birthDay: '1990-04-12', citizenshipCountryCode: 'pl' },
      { token },
    );
    expect(updated.body.profile).toMatchObject({ lastName: 'Nowak', citizenshipCountryCode: 'PL' });
    expect((await t.call('customerTaxNumberUpdate', { taxId: 'D#1' }, { token })).body.responseCode).toBe('VF');
    expect((await t.call('customerTaxNumberUpdate', { taxId: 'de11122233344' }, { token })).body.responseCode).toBe(
      '00',
    );
    expect((await t.call('customerInfo', {}, { token })).body.customer.taxId).toBe('DE11122233344');
  });

  test('kycInfoUpdate checks the ids against the dictionaries', async () => {
    const bad = await t.call(
      'kycInfoUpdate',
      { occupationId: 99, sourceOfFundsId: 1, purposeOfAccountId: 1, estimatedMonthlyDepositId: 1 },
      { token },
    );
    expect(bad.body.validationErrors).toEqual([{ param: 'occupationId', description: 'is not in its dictionary' }]);
    const good = await t.call(
      'kycInfoUpdate',
      { occupationId: 2, sourceOfFundsId: 41, purposeOfAccountId: 20, estimatedMonthlyDepositId: 3 },
      { token },
    );
    expect(good.body.kycRequest).toEqual({
      isNeedKyc: false,
      steps: [
        { step: 'questionnaire', done: true },
        { step: 'phone', done: true },
        { step: 'identity', done: true },
        { step: 'address', done: true },
      ],
    });
  });

  test.each([
    ['dictionaryOccupation', {}, 8],
    ['dictionarySourcesOfFunds', { kind: 'business' }, 5],
    ['dictionarySourcesOfFunds', {}, 7],
    ['dictionaryPurposesOfAccount', { kind: 'business' }, 4],
    ['dictionaryEstimatedMonthlyDeposits', {}, 5],
  ])('%s %j answers %i items without a session', async (method, payload, length) => {
    const answer = await t.call(method, payload);
    expect(answer.body.items).toHaveLength(length);
    expect(answer.body.items[0]).toEqual({ id: expect.any(Number), name: expect.any(String) });
  });

  test('customerDocumentCategories: every category; type 88 only for RU and UA', async () => {
    const all = (await t.call('customerDocumentCategories')).body.categories;
    expect(all.map((c: { id: number }) => c.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(all[0].documentTypes.map((d: { id: number }) => d.id)).toEqual([1, 2, 3, 88]);
    expect(all[0].documentTypes[3]).toEqual({
      id: 88,
      name: 'Internal passport',
      needsBackPage: true,
      countryCodes: ['RU', 'UA'],
      mayBeOlderThan90Days: false,
    });
    const gb = (await t.call('customerDocumentCategories', { countryCode: 'gb' })).body.categories;
    expect(gb[0].documentTypes.map((d: { id: number }) => d.id)).toEqual([1, 2, 3]);
  });

  test('clientIpInfo: a local address is clean, in the country of residence', async () => {
    expect((await t.call('clientIpInfo', {}, { token })).body).toEqual({
      responseCode: '00',
      ip: '127.0.0.1',
      country_code: 'DE',
      privacy: { vpn: false, proxy: false, tor: false, relay: false, hosting: false },
      clean: true,
    });
  });

  test('identity workflow: started, the landing without a session, completed once, reviewed', async () => {
    const otto = (await t.signIn('otto.otp')).accessToken;
    const started = await t.request('/api/identity-verification', {
      method: 'POST',
      headers: { authorization: `Bearer ${otto}`, 'content-type': 'application/json' },
      body: JSON.stringify({ provider: 'nfd', method: 'camera' }),
    });
    const run = (await started.json()) as { workflowRunId: string; token: string; url: string };
    expect(run.url).toBe(`/identity-verification/${run.workflowRunId}/${run.token}`);
    const landing = `/api${run.url}`;
    expect(await (await t.request(landing)).json()).toEqual({
      responseCode: '00',
      workflowRunId: run.workflowRunId,
      provider: 'nfd',
      status: 'started',
      customerFirstName: 'Otto',
    });
    expect((await t.request(`/api/identity-verification/${run.workflowRunId}/wrong-token`)).status).toBe(404);
    const post = (result: string) =>
      t.request(landing, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ result }),
      });
    expect(await (await post('completed')).json()).toEqual({ responseCode: '00', status: 'completed' });
    expect(((await (await post('failed')).json()) as { responseCode: string }).responseCode).toBe('VF');
    const [provided] = await awaiting(t, 'otto.otp');
    expect((await review(t, provided?.id ?? 0, 'reject', 'Blurred selfie')).status).toBe(200);
    const documents = (await t.call('identityInquiry', {}, { token: otto })).body.identityDocuments;
    expect(documents.at(-1)).toMatchObject({
      statusId: 26,
      rejectReason: 'Blurred selfie',
      number: expect.stringMatching(/^NFD-/),
    });
  });

  test('video identity job: created, its page for its owner only (L9), completed: pending until the reviewer answers', async () => {
    const job = (await t.call('identityJobCreate', {}, { token })).body.job;
    expect(job).toMatchObject({ status: 'created', url: `/video-identity-job/${job.id}` });
    const page = async (bearer?: string) => {
      const res = await t.request(`/api/video-identity-job/${job.id}`, {
        headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
      });
      return { status: res.status, body: await res.json() };
    };
    expect(await page(token)).toMatchObject({ status: 200, body: { id: job.id, status: 'created' } });
    // review L9: no longer readable by its sequential id without a session, nor by another customer
    expect(await page()).toEqual({ status: 401, body: { responseCode: 'AU', responseDescription: 'Unauthorized' } });
    const rosa = (await t.signIn('rosa.rails')).accessToken;
    expect(await page(rosa)).toMatchObject({ status: 404, body: { responseCode: 'TA1' } });
    expect((await t.call('identityJobComplete', { id: job.id }, { token })).body.job.status).toBe('completed');
    const status = async () => (await t.call('kycCustomerInfoGet', {}, { token })).body.kyc.videoIdentityStatus;
    expect(await status()).toBe('pending');
    const reviewed = await t.request(`/__sandbox/kyc/video-identity-jobs/${job.id}/review`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'reject' }),
    });
    expect(reviewed.status).toBe(200);
    expect(await status()).toBe('rejected');
    expect((await t.call('identityJobComplete', { id: job.id }, { token })).body.responseCode).toBe('VF');
  });
});

describe('kycPersonalInfoUpdate: an adult by the calendar, on the UTC day of the sandbox clock', () => {
  let t: TestSandbox;
  let token: string;
  let today: ReturnType<typeof dayOf>;
  beforeAll(async () => {
    t = await createTestSandbox();
    // 00:30 UTC of the next day: 18 years with four 29 Februaries are 6574 days, 17.999 years of 365.25 days.
    const now = t.clock.now();
    t.clock.advance(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 0, 30) - now.getTime());
    today = dayOf(t.clock.now());
    token = (await t.signIn('anna.personal')).accessToken;
  });
  afterAll(() => t.close());

  test.each<[string, () => string, boolean]>([
    ['born exactly 18 years ago today', () => today.subtract({ years: 18 }).toString(), true],
    ['18 years ago tomorrow (one day less)', () => today.subtract({ years: 18 }).add({ days: 1 }).toString(), false],
    ['born on 29 February 2000', () => '2000-02-29', true],
    ['120 years ago today', () => today.subtract({ years: 120 }).toString(), true],
    ['121 years ago today', () => today.subtract({ years: 121 }).toString(), false],
  ])('%s: accepted %s', async (_case, birthDay, accepted) => {
    const answer = await t.call(
      'kycPersonalInfoUpdate',
      { firstName: 'Anna', lastName: 'Novak', birthDay: birthDay(), citizenshipCountryCode: 'DE' },
      { token },
    );
    if (accepted) expect(answer.body.profile).toMatchObject({ birthDay: birthDay() });
    else
      expect(answer.body.validationErrors).toEqual([
        { param: 'birthDay', description: 'must be the birthday of an adult' },
      ]);
  });

  test('an impossible date (2000-02-30) is refused as no date', async () => {
    const answer = await t.call(
      'kycPersonalInfoUpdate',
      { firstName: 'Anna', lastName: 'Novak', birthDay: '2000-02-30', citizenshipCountryCode: 'DE' },
      { token },
    );
    expect(answer.body.validationErrors).toEqual([{ param: 'birthDay', description: 'must be a date YYYY-MM-DD' }]);
  });
});
