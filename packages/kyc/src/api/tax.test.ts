import { type ApiClient, type CallOptions, isApiError, parseAnswer } from '@paydeck/api-client';
import type * as v from 'valibot';
import {
  fetchPersonalCertification,
  fetchRepresentativeCertification,
  updateBusinessCertification,
  uploadLossOfNationality,
  uploadWForm,
} from './tax';

const ok = { responseCode: '00' };
const none = { id: null, status: 'none', url: null };
const notRequired = { id: null, status: 'notRequired', url: null };
const personal = {
  signedAt: null,
  taxIds: [{ countryCode: 'LT', taxId: 39002170000 }],
  requiredForm: null,
  taxResidencySelfCertificationDocument: none,
  w8benDocument: notRequired,
  w9Document: notRequired,
  certificateOfLossOfNationalityDocument: notRequired,
};

/** Records each call with the options the fetcher chose (authSecret, file parts) and answers `answer`. */
function recordingCaller(answer: unknown) {
  const calls: { method: string; payload: object; authSecret?: string | undefined; files: string[] }[] = [];
  const call = (async (method: string, payload: object, options: CallOptions<v.GenericSchema>) => {
    calls.push({ method, payload, authSecret: options.authSecret, files: Object.keys(options.files ?? {}) });
    return parseAnswer(options.schema, answer);
  }) as ApiClient['call'];
  return { api: { call }, calls };
}

test('personalFatcaCrsCertificationGet: a digits-only TIN comes back as text', async () => {
  const { api, calls } = recordingCaller({ ...ok, certification: personal });
  const certification = await fetchPersonalCertification(api);
  expect(certification.taxIds[0]).toEqual({
    countryCode: 'LT',
    taxId: '39002170000',
    tinMissingReason: null,
    tinMissingExplanation: null,
  });
  expect(calls[0]?.method).toBe('personalFatcaCrsCertificationGet');
});

test('a document link outside the API files area makes the answer malformed', async () => {
  const evil = { ...personal, w9Document: { id: 3, status: 'pending', url: 'https://evil.example.com/w9.pdf' } };
  const { api } = recordingCaller({ ...ok, certification: evil });
  const error = await fetchPersonalCertification(api).catch((caught: unknown) => caught);
  expect(isApiError(error) && error.kind).toBe('malformed');
});

test('the representative reads with the link secret and learns who they are', async () => {
  const representative = { firstName: 'Greta', lastName: 'Hansen', companyName: 'Northwind Media Ltd' };
  const { api, calls } = recordingCaller({ ...ok, certification: personal, representative });
  const answer = await fetchRepresentativeCertification(api, 'greta-demo-self-certification-0123456789abcdef');
  expect(answer.representative).toEqual(representative);
  expect(calls[0]).toMatchObject({
    method: 'representativeFatcaCrsCertificationGet',
    authSecret: 'greta-demo-self-certification-0123456789abcdef',
  });
});

test('wFormUpload sends the form type and the return path; its signData is parsed', async () => {
  const signData = { clientId: 'paydeck-sandbox-esign', signUrls: ['/api/e-signature/7?token=abc'] };
  const { api, calls } = recordingCaller({ ...ok, signData, signatureRequestId: 7 });
  expect(
    (await uploadWForm(api, { formType: 'W-8BEN-E', returnUrl: '/self-certification-business' })).signData,
  ).toEqual(signData);
  expect(calls[0]).toMatchObject({
    method: 'wFormUpload',
    payload: { formType: 'W-8BEN-E', returnUrl: '/self-certification-business' },
  });
  const { api: empty } = recordingCaller({ ...ok, signData: { clientId: 'x', signUrls: [] }, signatureRequestId: 7 });
  const error = await uploadWForm(empty, { formType: 'W-9', returnUrl: '/self-certification' }).catch(
    (e: unknown) => e,
  );
  expect(isApiError(error) && error.kind).toBe('malformed');
});

test('the certificate of loss of nationality goes as multipart with its part `document`', async () => {
  const { api, calls } = recordingCaller({ ...ok, certification: personal });
  await uploadLossOfNationality(api, new Blob(['%PDF-1.7']), 'greta-demo-self-certification-0123456789abcdef');
  expect(calls[0]).toMatchObject({
    method: 'certificateOfLossOfNationalityUpload',
    payload: {},
    files: ['document'],
    authSecret: 'greta-demo-self-certification-0123456789abcdef',
  });
});

test('businessFatcaCrsCertificationUpdate sends the payload as built', async () => {
  const business = {
    entityType: 'general',
    requiredForm: 'W-8BEN-E',
    w8beneDocument: none,
    w9Document: notRequired,
    taxResidencySelfCertificationDocument: none,
  };
  const { api, calls } = recordingCaller({ ...ok, certification: business });
  const payload = {
    name: 'Northwind Media Ltd',
    registrationCountryCode: 'GB',
    entityType: 'general' as const,
    isFinancialInstitution: false,
    taxIds: [{ countryCode: 'GB', taxId: '1234567890' }],
    controllingPersons: [],
  };
  expect((await updateBusinessCertification(api, payload)).requiredForm).toBe('W-8BEN-E');
  expect(calls[0]).toMatchObject({ method: 'businessFatcaCrsCertificationUpdate', payload });
});
