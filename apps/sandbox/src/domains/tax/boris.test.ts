// @vitest-environment node
// boris.business completes Northwind's FATCA/CRS self-certification (issue 14's journey, over HTTP): the
// answers (refused while a question that applies is missing), the W-8BEN-E asked, prepared with wFormUpload,
// signed on the sandbox's signing page (CSP-safe HTML, a 303 back to the app), then pending for the bank,
// which validates it. Also: a read-only user cannot change it, and the signing link signs once.
import { type TestSandbox, createTestSandbox } from '../../test/harness.ts';
import { testDbKinds } from '../../test/databases.ts';
import { northwindAnswers, signUrlParts, submitSigning } from './test-support.ts';

describe.each(testDbKinds)('boris certifies Northwind on %s', (kind) => {
  let t: TestSandbox;
  let token: string;
  beforeAll(async () => {
    t = await createTestSandbox(kind);
    token = (await t.signIn('boris.business')).accessToken;
  });
  afterAll(() => t.close());

  const certification = async () =>
    (await t.call('businessFatcaCrsCertificationGet', {}, { token })).body.certification;

  test('before: no answers, the bank-validated status, no form asked', async () => {
    expect(await certification()).toMatchObject({
      signedAt: null,
      entityType: null,
      name: 'Northwind Media Ltd',
      registrationCountryCode: 'GB',
      requiredForm: null,
      taxResidencySelfCertificationDocument: { id: null, status: 'validated', url: null },
      w8beneDocument: { status: 'notRequired' },
    });
  });

  test.each([
    ['a shown question unanswered', { isEarnPassiveIncome: undefined }, 'isEarnPassiveIncome'],
    ['a GIIN that is none', { entityType: 'financial-institution', giin: 'NOPE', isUsingClientFunds: false }, 'giin'],
    ['a passive entity without controlling persons', { isEarnPassiveIncome: true }, 'controllingPersons'],
    [
      'a TIN and a reason',
      { taxIds: [{ countryCode: 'GB', taxId: '123', tinMissingReason: 'CANNOT_OBTAIN' }] },
      'taxIds.0.tinMissingReason',
    ],
    [
      'an explanation without CANNOT_OBTAIN',
      { taxIds: [{ countryCode: 'GB', tinMissingReason: 'COUNTRY_DOES_NOT_ISSUE', tinMissingExplanation: 'x' }] },
      'taxIds.0.tinMissingExplanation',
    ],
    [
      'CANNOT_OBTAIN without explanation',
      { taxIds: [{ countryCode: 'GB', tinMissingReason: 'CANNOT_OBTAIN' }] },
      'taxIds.0.tinMissingExplanation',
    ],
    [
      'NO_TIN_IS_REQUIRED where a TIN is required',
      { taxIds: [{ countryCode: 'GB', tinMissingReason: 'NO_TIN_IS_REQUIRED' }] },
      'taxIds.0.tinMissingReason',
    ],
    [
      'a country twice',
      {
        taxIds: [
          { countryCode: 'GB', taxId: '1234567890' },
          { countryCode: 'GB', taxId: '999999999' },
        ],
      },
      'taxIds.1.countryCode',
    ],
    ['an address not the company’s', { registeredAddressId: 99999 }, 'registeredAddressId'],
  ])('refused: %s', async (_case, overrides, param) => {
    const answer = await t.call('businessFatcaCrsCertificationUpdate', northwindAnswers(overrides), { token });
    expect(answer.body.responseCode).toBe('VF');
    expect(answer.body.validationErrors.map((e: { param: string }) => e.param)).toContain(param);
  });

  test('a tax id where none is required may give NO_TIN_IS_REQUIRED (DZ), and only the reason is kept', async () => {
    const answer = await t.call(
      'businessFatcaCrsCertificationUpdate',
      northwindAnswers({
        taxIds: [
          { countryCode: 'GB', taxId: '1234567890' },
          { countryCode: 'DZ', tinMissingReason: 'NO_TIN_IS_REQUIRED' },
        ],
      }),
      { token },
    );
    expect(answer.body.responseCode).toBe('00');
    expect(answer.body.certification.taxIds[1]).toEqual({
      countryCode: 'DZ',
      taxId: null,
      tinMissingReason: 'NO_TIN_IS_REQUIRED',
      tinMissingExplanation: null,
    });
  });

  let signUrl = '';
  test('the answers ask for W-8BEN-E; wFormUpload prepares it for the signing page', async () => {
    const saved = await t.call('businessFatcaCrsCertificationUpdate', northwindAnswers(), { token });
    expect(saved.body.certification).toMatchObject({
      entityType: 'general',
      isFinancialInstitution: false,
      giin: null,
      requiredForm: 'W-8BEN-E',
      w8beneDocument: { id: null, status: 'none' },
      w9Document: { status: 'notRequired' },
      taxResidencySelfCertificationDocument: { status: 'none' },
    });
    expect(
      (await t.call('wFormUpload', { formType: 'W-9', returnUrl: '/self-certification-business' }, { token })).body,
    ).toMatchObject({ responseCode: 'VF', validationErrors: [{ param: 'formType', description: 'must be W-8BEN-E' }] });
    expect(
      (await t.call('wFormUpload', { formType: 'W-8BEN-E', returnUrl: 'https://evil.example/x' }, { token })).body,
    ).toMatchObject({ responseCode: 'VF', validationErrors: [{ param: 'returnUrl' }] });
    const prepared = await t.call(
      'wFormUpload',
      { formType: 'W-8BEN-E', returnUrl: '/self-certification-business?step=2' },
      { token },
    );
    expect(prepared.body).toMatchObject({ responseCode: '00', signData: { clientId: 'paydeck-sandbox-esign' } });
    expect(prepared.body.signData.signUrls).toHaveLength(1);
    signUrl = prepared.body.signData.signUrls[0];
    expect(signUrl).toMatch(/^\/api\/e-signature\/\d+\?token=[\w-]{43}$/);
  });

  test('the signing page: the form, the signer, no script nor inline style; a wrong token is a 404', async () => {
    const page = await t.raw(signUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Form W-8BEN-E');
    expect(html).toContain('Boris Petrov for Northwind Media Ltd');
    expect(html).not.toMatch(/<script|style=|<style/);
    expect((await t.raw('/api/e-signature/signing.css')).headers.get('content-type')).toContain('text/css');
    const { path } = signUrlParts(signUrl);
    expect((await t.raw(`${path}?token=wrong`)).status).toBe(404);
  });

  test('Sign without the declaration is refused on the page; Sign records it and returns to the app', async () => {
    expect((await submitSigning(t, signUrl, { action: 'sign', signature: 'Boris Petrov' })).status).toBe(400);
    // review L1, L2: U+0000 (500 before), bidi controls and an overlong name are refused on the page
    for (const signature of ['Boris\u0000Petrov', 'Boris \u202Evortep', 'B'.repeat(257)]) {
      expect((await submitSigning(t, signUrl, { action: 'sign', signature, certify: true })).status).toBe(400);
    }
    const signed = await submitSigning(t, signUrl, { action: 'sign', signature: 'Boris Petrov', certify: true });
    expect(signed.status).toBe(303);
    const back = new URL(signed.headers.get('location') ?? '', 'http://app.test');
    expect(back.pathname).toBe('/self-certification-business');
    expect(Object.fromEntries(back.searchParams)).toEqual({
      step: '2',
      signatureRequestId: signUrlParts(signUrl).id,
      event: 'signed',
    });
    // Signs once.
    expect((await submitSigning(t, signUrl, { action: 'sign', signature: 'Boris Petrov', certify: true })).status).toBe(
      404,
    );
  });

  test('complete: pending with its documents; the landing status is pending; the PDF downloads', async () => {
    const done = await certification();
    expect(done.signedAt).not.toBeNull();
    expect(done.w8beneDocument).toMatchObject({ status: 'pending', url: expect.stringMatching(/^\/api\/files\//) });
    expect(done.taxResidencySelfCertificationDocument).toMatchObject({ status: 'pending' });
    const access = await t.call('customerAccessInfo', {}, { token });
    expect(access.body.taxResidencySelfCertificationDocumentStatus).toBe('pending');
    const file = await t.raw(done.w8beneDocument.url);
    expect(file.status).toBe(200);
    expect(new TextDecoder().decode((await file.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });

  test('the bank validates it (control); validated everywhere', async () => {
    const waiting = (await (await t.request('/__sandbox/tax/certifications')).json()) as {
      certifications: { id: number; kind: string }[];
    };
    const mine = waiting.certifications.find((c) => c.kind === 'business');
    expect(mine).toBeDefined();
    const reviewed = await t.request(`/__sandbox/tax/certifications/${mine?.id}/review`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'validate' }),
    });
    expect(reviewed.status).toBe(200);
    expect((await certification()).w8beneDocument.status).toBe('validated');
    expect((await t.call('customerAccessInfo', {}, { token })).body.taxResidencySelfCertificationDocumentStatus).toBe(
      'validated',
    );
  });

  test('a user without full access reads it but cannot change it (erin, right 3)', async () => {
    const erin = (await t.signIn('erin.employee')).accessToken;
    expect((await t.call('businessFatcaCrsCertificationGet', {}, { token: erin })).body.responseCode).toBe('00');
    const changed = await t.call('businessFatcaCrsCertificationUpdate', northwindAnswers(), { token: erin });
    expect(changed.body.responseCode).toBe('13');
    const form = await t.call('wFormUpload', { formType: 'W-8BEN-E', returnUrl: '/x' }, { token: erin });
    expect(form.body.responseCode).toBe('13');
  });
});
