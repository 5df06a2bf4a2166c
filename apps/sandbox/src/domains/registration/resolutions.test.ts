// @vitest-environment node
// The business resolution over HTTP: generated for the chosen directors (each e-mailed), fetched by its id with
// statusId and signers, signed or refused by the directors (the sandbox's controls and inbox play them), the
// status following them; an unknown id, a bad request and a resolution linked to an application.
import { testDbKinds } from '../../test/databases.ts';
import { createTestSandbox, newKey, type TestSandbox } from '../../test/harness.ts';
import { registrations } from './tables.ts';
import { businessDraft, businessPayload, freshLimits, lastMessage } from './test-support.ts';

const request = {
  company: { name: 'Acme Ltd', registrationNumber: '01234567', registrationCountryCode: 'gb' },
  directors: [
    { personId: 'p1', firstName: 'Ada', lastName: 'Lane', email: 'Ada.Res@acme.test' },
    { personId: 'p2', firstName: 'Bo', lastName: 'Lane', email: 'bo.res@acme.test' },
  ],
};

describe.each(testDbKinds)('business resolutions on %s', (kind) => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await createTestSandbox(kind);
  });
  afterAll(() => t.close());
  beforeEach(() => freshLimits(t));

  const sign = (id: string, email: string, action: 'sign' | 'refuse') =>
    t.request(`/__sandbox/registration/resolutions/${id}/sign`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, action }),
    });

  test('generated for the chosen directors, pending until every one signs', async () => {
    const sent = await t.call('businessResolutionSend', request);
    const { resolution } = sent.body;
    expect(resolution).toMatchObject({
      statusId: 41,
      companyName: 'Acme Ltd',
      signers: [
        { personId: 'p1', email: 'ada.res@acme.test', statusId: 41, signedAt: null },
        { personId: 'p2', email: 'bo.res@acme.test', statusId: 41, signedAt: null },
      ],
    });
    expect((await lastMessage(t, 'ada.res@acme.test'))?.subject).toBe('Sign the board resolution of Acme Ltd');

    expect((await sign(resolution.id, 'ada.res@acme.test', 'sign')).status).toBe(200);
    const half = (await t.call('businessResolutionGet', { id: resolution.id })).body.resolution;
    expect(half.statusId).toBe(41);
    expect(half.signers[0]).toMatchObject({ statusId: 2, signedAt: expect.any(String) });
    expect((await sign(resolution.id, 'ada.res@acme.test', 'sign')).status).toBe(409);

    await sign(resolution.id, 'bo.res@acme.test', 'sign');
    expect((await t.call('businessResolutionGet', { id: resolution.id })).body.resolution.statusId).toBe(2);
  });

  test('one refusal rejects it', async () => {
    const { resolution } = (await t.call('businessResolutionSend', request)).body;
    await sign(resolution.id, 'bo.res@acme.test', 'refuse');
    const after = (await t.call('businessResolutionGet', { id: resolution.id })).body.resolution;
    expect(after).toMatchObject({ statusId: 26, signers: [{ statusId: 41 }, { statusId: 26, signedAt: null }] });
    expect((await sign(resolution.id, 'nobody@acme.test', 'sign')).status).toBe(404);
  });

  test('the inbox lists the waiting signers with Sign and Refuse', async () => {
    await t.call('businessResolutionSend', { ...request, company: { ...request.company, name: 'Inbox Ltd' } });
    const page = await (await t.request('/__sandbox/inbox')).text();
    expect(page).toContain('Board resolutions to sign');
    expect(page).toContain('Inbox Ltd');
    expect(page).toMatch(/value="sign"[^>]*>Sign</);
  });

  test.each([
    [{ ...request, directors: [] }, 'directors', 'needs at least one director'],
    [
      { ...request, directors: [request.directors[0], { ...request.directors[1], email: 'ada.res@acme.test' }] },
      'directors.1.email',
      'is the e-mail of another director',
    ],
    [
      { ...request, company: { ...request.company, registrationCountryCode: 'XX' } },
      'company.registrationCountryCode',
      'must be a country code',
    ],
    [
      { ...request, directors: [{ ...request.directors[0], email: 'nope' }] },
      'directors.0.email',
      'must be an e-mail address',
    ],
  ])('a bad request is refused (%#)', async (body, param, description) => {
    expect((await t.call('businessResolutionSend', body)).body.validationErrors).toContainEqual({ param, description });
  });

  test('an unknown or malformed id', async () => {
    const unknown = await t.call('businessResolutionGet', { id: '0b6f3c1e-5d2a-4f6b-9a43-2f1d8c7e6a50' });
    expect(unknown.body).toEqual({ responseCode: 'TA1', responseDescription: 'Unknown resolution' });
    expect((await t.call('businessResolutionGet', { id: '1' })).body.responseCode).toBe('VF');
  });

  test('an application keeps the resolution it was given', async () => {
    const { resolution } = (await t.call('businessResolutionSend', request)).body;
    const draft = businessDraft('resolution');
    const created = await t.call('businessAccountCreate', businessPayload(draft, { resolutionId: resolution.id }), {
      key: newKey(),
    });
    expect(created.body.responseCode).toBe('00');
    const rows = await t.db.select().from(registrations);
    expect(rows.find((row) => row.kind === 'business')?.resolutionId).toBe(resolution.id);
  });
});
