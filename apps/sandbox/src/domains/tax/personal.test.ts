// @vitest-environment node
// A person's FATCA/CRS certification over HTTP (anna): no US link completes at once; born in the US but not
// a US taxpayer asks a W-8BEN and the certificate of loss of nationality (multipart, part `document`); a US
// taxpayer a W-9. The business certification is a company's, the personal one a person's.
import { type TestSandbox, createTestSandbox } from '../../test/harness.ts';
import { testDbKinds } from '../../test/databases.ts';
import { files, upload } from '../kyc/test-support.ts';
import { personAnswers, submitSigning } from './test-support.ts';

describe.each(testDbKinds)('anna certifies on %s', (kind) => {
  let t: TestSandbox;
  let anna: string;
  beforeAll(async () => {
    t = await createTestSandbox(kind);
    anna = (await t.signIn('anna.personal')).accessToken;
  });
  afterAll(() => t.close());

  const german = (overrides: Record<string, unknown> = {}) =>
    personAnswers({
      countryOfBirth: 'DE',
      citizenship: 'DE',
      cityOfBirth: 'Köln',
      taxIds: [{ countryCode: 'DE', taxId: '12345678901' }],
      ...overrides,
    });

  test('companies and people keep to their own certification', async () => {
    expect((await t.call('businessFatcaCrsCertificationGet', {}, { token: anna })).body.responseCode).toBe('TA1');
    const boris = (await t.signIn('boris.business')).accessToken;
    expect((await t.call('personalFatcaCrsCertificationGet', {}, { token: boris })).body.responseCode).toBe('TA1');
  });

  test.each([
    [
      'W-9 for a US taxpayer',
      { hasUSIndicia: true, isUSTaxPayer: true, taxIds: [{ countryCode: 'US', taxId: '123-45-6789' }] },
      'W-9',
      'notRequired',
    ],
    ['W-8BEN for US indicia', { hasUSIndicia: true, isUSTaxPayer: false }, 'W-8BEN', 'notRequired'],
    [
      'W-8BEN and the certificate for a US birth',
      { countryOfBirth: 'US', hasUSIndicia: true, isUSTaxPayer: false },
      'W-8BEN',
      'none',
    ],
  ])('%s', async (_case, overrides, form, certificate) => {
    const answer = await t.call('personalFatcaCrsCertificationUpdate', german(overrides), { token: anna });
    expect(answer.body.certification).toMatchObject({
      requiredForm: form,
      signedAt: null,
      certificateOfLossOfNationalityDocument: { status: certificate },
    });
  });

  test('a US TIN must be nine digits', async () => {
    const answer = await t.call(
      'personalFatcaCrsCertificationUpdate',
      german({ isUSTaxPayer: true, taxIds: [{ countryCode: 'US', taxId: '12345' }] }),
      { token: anna },
    );
    expect(answer.body.validationErrors[0]).toEqual({ param: 'taxIds.0.taxId', description: 'must be nine digits' });
  });

  test('born in the US: W-8BEN signed, then the certificate completes it; kyc’s tax form status is pending', async () => {
    await t.call('personalFatcaCrsCertificationUpdate', german({ countryOfBirth: 'US', hasUSIndicia: true }), {
      token: anna,
    });
    const early = await upload(t, 'certificateOfLossOfNationalityUpload', anna, {}, { file: files.pdf() });
    expect(early.body.responseCode).toBe('VF');
    const prepared = await t.call(
      'wFormUpload',
      { formType: 'W-8BEN', returnUrl: '/self-certification', kind: 'personal' },
      { token: anna },
    );
    expect(
      (
        await submitSigning(t, prepared.body.signData.signUrls[0], {
          action: 'sign',
          signature: 'Anna Novak',
          certify: true,
        })
      ).status,
    ).toBe(303);
    const sent = await upload(t, 'certificateOfLossOfNationalityUpload', anna, {}, { document: files.pdf() });
    expect(sent.body.certification).toMatchObject({
      w8benDocument: { status: 'pending' },
      certificateOfLossOfNationalityDocument: { status: 'pending' },
      taxResidencySelfCertificationDocument: { status: 'pending' },
    });
    expect((await t.call('kycCustomerInfoGet', {}, { token: anna })).body.kyc.taxFormStatus).toBe('pending');
  });

  test('no US link: complete at once', async () => {
    const answer = await t.call('personalFatcaCrsCertificationUpdate', german(), { token: anna });
    expect(answer.body.certification).toMatchObject({
      requiredForm: null,
      taxResidencySelfCertificationDocument: { status: 'pending' },
    });
  });
});
