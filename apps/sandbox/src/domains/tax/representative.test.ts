// @vitest-environment node
// A representative certifies with the auth secret and no session (issue 14's journey, over HTTP), and the
// secret does nothing else: not another representative's, not a session, not after it is spent or expired,
// not a company's form. A representative with US indicia signs a W-8BEN on the signing page with the secret.
import { eq } from 'drizzle-orm';
import { type TestSandbox, createTestSandbox } from '../../test/harness.ts';
import { testDbKinds } from '../../test/databases.ts';
import { representatives } from '../customer/tables.ts';
import { DEMO_AUTH_SECRET } from './seed.ts';
import { personAnswers, submitSigning } from './test-support.ts';

const DAY = 86_400_000;

describe.each(testDbKinds)('a representative self-certifies on %s', (kind) => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await createTestSandbox(kind);
  });
  afterAll(() => t.close());

  const call = (method: string, body: Record<string, unknown>) => t.call(method, body);
  const link = async (representativeId: number) => {
    const answer = await t.request(`/__sandbox/company/representatives/${representativeId}/self-certification-link`, {
      method: 'POST',
    });
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { authSecret: string; link: string }).authSecret;
  };
  const repId = async (firstName: string, typeId: number) => {
    const rows = await t.db.select().from(representatives).where(eq(representatives.firstName, firstName));
    return rows.find((r) => r.typeId === typeId)?.id ?? 0;
  };

  test('the seeded link opens Greta’s certification without a session', async () => {
    const answer = await call('representativeFatcaCrsCertificationGet', { authSecret: DEMO_AUTH_SECRET });
    expect(answer.body).toMatchObject({
      responseCode: '00',
      representative: { firstName: 'Greta', lastName: 'Hansen', companyName: 'Northwind Media Ltd' },
      certification: { signedAt: null, requiredForm: null, taxResidencySelfCertificationDocument: { status: 'none' } },
    });
  });

  test.each([
    ['an unknown secret', { authSecret: 'x'.repeat(43) }],
    ['no secret', {}],
  ])('refused with 13: %s', async (_case, body) => {
    const answer = await call('representativeFatcaCrsCertificationGet', body);
    expect(answer.body.responseCode).toBe(Object.keys(body).length === 0 ? 'VF' : '13');
  });

  test('the secret is no session: session methods answer AU, and company calls too', async () => {
    for (const method of [
      'customerInfo',
      'businessInfoGet',
      'businessFatcaCrsCertificationGet',
      'personalFatcaCrsCertificationGet',
    ]) {
      const answer = await call(method, { authSecret: DEMO_AUTH_SECRET });
      expect([answer.status, answer.body.responseCode]).toEqual([401, 'AU']);
    }
    const asBearer = await t.call('customerInfo', {}, { token: DEMO_AUTH_SECRET });
    expect(asBearer.status).toBe(401);
  });

  test('the secret signs only the representative’s own forms (no W-8BEN-E, nothing before the answers)', async () => {
    const early = await call('wFormUpload', { authSecret: DEMO_AUTH_SECRET, formType: 'W-8BEN', returnUrl: '/x' });
    expect(early.body).toMatchObject({ responseCode: 'VF', validationErrors: [{ param: 'formType' }] });
    const company = await call('wFormUpload', {
      authSecret: DEMO_AUTH_SECRET,
      formType: 'W-8BEN-E',
      returnUrl: '/x',
      kind: 'business',
    });
    expect(company.body.responseCode).toBe('VF');
  });

  test('Greta completes it: nothing US, so complete at once (pending); the secret is spent', async () => {
    const answer = await call('representativeFatcaCrsCertificationUpdate', {
      ...personAnswers(),
      authSecret: DEMO_AUTH_SECRET,
    });
    expect(answer.body.responseCode).toBe('00');
    expect(answer.body.certification).toMatchObject({
      requiredForm: null,
      isUSTaxPayerDueDiligence: false,
      taxResidencySelfCertificationDocument: { status: 'pending' },
    });
    expect(answer.body.certification.signedAt).not.toBeNull();
    // Reuse: the link is spent.
    expect(
      (await call('representativeFatcaCrsCertificationGet', { authSecret: DEMO_AUTH_SECRET })).body.responseCode,
    ).toBe('13');
    expect(
      (await call('representativeFatcaCrsCertificationUpdate', { ...personAnswers(), authSecret: DEMO_AUTH_SECRET }))
        .body.responseCode,
    ).toBe('13');
    // Boris sees it on Greta's representative.
    const boris = (await t.signIn('boris.business')).accessToken;
    const greta = await t.call('businessRepresentativeInfoGet', { id: await repId('Greta', 2) }, { token: boris });
    expect(greta.body.representative.taxResidencySelfCertificationStatus).toBe('pending');
  });

  test('a secret acts for its representative only, and dies after 30 days or when a newer one is sent', async () => {
    const jonas = await repId('Jonas', 2);
    const secret = await link(jonas);
    const answer = await call('representativeFatcaCrsCertificationGet', { authSecret: secret });
    expect(answer.body.representative).toMatchObject({ firstName: 'Jonas', companyName: 'Bluefin Studios OÜ' });
    const newer = await link(jonas);
    expect((await call('representativeFatcaCrsCertificationGet', { authSecret: secret })).body.responseCode).toBe('13');
    t.clock.advance(31 * DAY);
    expect((await call('representativeFatcaCrsCertificationGet', { authSecret: newer })).body.responseCode).toBe('13');
  });

  test('US indicia: a W-8BEN signed on the signing page with the secret, then the certificate of loss of nationality', async () => {
    const boris8 = await repId('Boris', 8);
    const secret = await link(boris8);
    const us = personAnswers({ countryOfBirth: 'US', hasUSIndicia: true, isUSTaxPayer: false });
    const saved = await call('representativeFatcaCrsCertificationUpdate', { ...us, authSecret: secret });
    expect(saved.body.certification).toMatchObject({
      requiredForm: 'W-8BEN',
      isUSTaxPayerDueDiligence: true,
      w8benDocument: { status: 'none' },
      certificateOfLossOfNationalityDocument: { status: 'none' },
    });
    const returnUrl = `/self-certification-representative?authSecret=${secret}`;
    const prepared = await call('wFormUpload', { authSecret: secret, formType: 'W-8BEN', returnUrl });
    const url = prepared.body.signData.signUrls[0] as string;
    const signed = await submitSigning(t, url, { action: 'sign', signature: 'Boris Petrov', certify: true });
    expect(signed.status).toBe(303);
    expect(signed.headers.get('location')).toContain('event=signed');
    let now = (await call('representativeFatcaCrsCertificationGet', { authSecret: secret })).body.certification;
    expect(now).toMatchObject({ signedAt: null, w8benDocument: { status: 'pending' } });
    const form = new FormData();
    form.append('data', JSON.stringify({ authSecret: secret }));
    form.append(
      'document',
      new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0, 0])], 'cln.pdf', { type: 'application/pdf' }),
    );
    const uploaded = await t.raw('/api?method=certificateOfLossOfNationalityUpload', { method: 'POST', body: form });
    now = ((await uploaded.json()) as { certification: Record<string, unknown> }).certification;
    expect(now).toMatchObject({
      certificateOfLossOfNationalityDocument: { status: 'pending' },
      taxResidencySelfCertificationDocument: { status: 'pending' },
    });
    expect((await call('representativeFatcaCrsCertificationGet', { authSecret: secret })).body.responseCode).toBe('13');
  });

  test('Cancel on the signing page returns with event=cancelled and records nothing', async () => {
    const uboId = await repId('Boris', 2);
    const secret = await link(uboId);
    await call('representativeFatcaCrsCertificationUpdate', {
      ...personAnswers({ hasUSIndicia: true, isUSTaxPayer: true, taxIds: [{ countryCode: 'US', taxId: '123456789' }] }),
      authSecret: secret,
    });
    const prepared = await call('wFormUpload', { authSecret: secret, formType: 'W-9', returnUrl: '/done' });
    const cancelled = await submitSigning(t, prepared.body.signData.signUrls[0], { action: 'cancel' });
    expect(cancelled.headers.get('location')).toMatch(/^\/done\?signatureRequestId=\d+&event=cancelled$/);
    const after = await call('representativeFatcaCrsCertificationGet', { authSecret: secret });
    expect(after.body.certification.w9Document.status).toBe('none');
  });
});
