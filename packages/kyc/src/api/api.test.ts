import { isApiError } from '@paydeck/api-client';
import { umaKyc, uploaded } from '../components/fixtures';
import { addPhone, replacePhone, requestPhoneCode } from './phone';
import { fakeCaller } from './fake-caller';
import { createIdentityDocument, fetchKycCustomerInfo, fetchKycRequest, uploadLimitReasonDocument } from './profile';
import { fetchWorkflowRun } from './verification';

const ok = { responseCode: '00' };
const phone = { id: 9, confirmed: false, countryCode: '370', number: '61234599', phoneNumber: '+37061234599' };

test('kycCustomerInfoGet: the status inputs are parsed', async () => {
  const { api, calls } = fakeCaller({ ...ok, kyc: umaKyc });
  expect(await fetchKycCustomerInfo(api)).toEqual(umaKyc);
  expect(calls).toEqual([{ method: 'kycCustomerInfoGet', payload: {}, files: [] }]);
});

test('a malformed answer is a clear error, not a crash', async () => {
  const { api } = fakeCaller({ ...ok, kyc: { ...umaKyc, taxFormStatus: 'maybe' } });
  const error = await fetchKycCustomerInfo(api).catch((caught: unknown) => caught);
  expect(isApiError(error) && error.kind).toBe('malformed');
});

test('an uploaded document without dates or reason reads them as null', async () => {
  const { issuedDate: _issued, expiresDate: _expires, rejectReason: _reason, ...bare } = uploaded(1, 0);
  const { api } = fakeCaller({
    ...ok,
    kyc: { ...umaKyc, proofOfResidence: { status: 'pending', uploadedDocuments: [bare] } },
  });
  const info = await fetchKycCustomerInfo(api);
  expect(info.proofOfResidence.uploadedDocuments[0]).toMatchObject({
    issuedDate: null,
    expiresDate: null,
    rejectReason: null,
  });
});

test('kycRequestGet: the four steps', async () => {
  const steps = [
    { step: 'questionnaire', done: false },
    { step: 'phone', done: true },
  ];
  const { api } = fakeCaller({ ...ok, kycRequest: { isNeedKyc: true, steps } });
  expect(await fetchKycRequest(api)).toEqual({ isNeedKyc: true, steps });
});

test('phoneAdd sends the country code without its plus sign, phoneType 2', async () => {
  const { api, calls } = fakeCaller({ ...ok, phone });
  await addPhone(api, { countryCode: '+370', number: '61234599' });
  expect(calls[0]?.payload).toEqual({ phoneCountryCode: '370', phone: '61234599', phoneType: 2 });
});

test('phoneReplace names the phone it replaces', async () => {
  const { api, calls } = fakeCaller({ ...ok, phone });
  await replacePhone(api, 5, { countryCode: '+44', number: '7700900999' });
  expect(calls[0]).toMatchObject({
    method: 'phoneReplace',
    payload: { phoneCountryCode: '44', phoneId: 5, phoneType: 2 },
  });
});

test('the SMS code is asked for on the verification path with the challenge', async () => {
  const { api, calls } = fakeCaller({ maskedPhone: '+370 ••• ••599' });
  expect(await requestPhoneCode(api, 9, 'challenge')).toBe('+370 ••• ••599');
  expect(calls[0]).toEqual({
    method: 'POST verification/phones/9/verify',
    payload: { type: 'sms', codeChallenge: 'challenge' },
    files: [],
  });
});

const document = {
  id: 1,
  type: 'National identity card',
  typeId: 2,
  number: 'X1',
  countryCode: 'GB',
  status: 'submitted',
  statusId: 0,
  issuedDate: '2022-01-01',
  expiresDate: '2032-01-01',
  rejectReason: null,
  uploadedDocuments: [],
};

test('identityDocumentCreate sends the fields as data and the pages as front and back', async () => {
  const { api, calls } = fakeCaller({ ...ok, identityDocument: document });
  const page = new Blob(['x']);
  await createIdentityDocument(api, {
    typeId: 2,
    number: 'X1',
    countryCode: 'GB',
    issuedDate: '2022-01-01',
    expiresDate: '2032-01-01',
    front: page,
    back: page,
  });
  expect(calls[0]).toEqual({
    method: 'identityDocumentCreate',
    payload: { typeId: 2, number: 'X1', countryCode: 'GB', issuedDate: '2022-01-01', expiresDate: '2032-01-01' },
    files: ['front', 'back'],
  });
});

test('a one-page document sends only its front', async () => {
  const { api, calls } = fakeCaller({ ...ok, identityDocument: { ...document, typeId: 1 } });
  await createIdentityDocument(api, {
    typeId: 1,
    number: 'P1',
    countryCode: 'GB',
    issuedDate: '2022-01-01',
    expiresDate: '2032-01-01',
    front: new Blob(['x']),
  });
  expect(calls[0]?.files).toEqual(['front']);
});

test('a limit-reason upload sends one file part', async () => {
  const reason = { id: 1, actionTypeId: 1, name: 'Proof', requirementDocuments: [] };
  const { api, calls } = fakeCaller({ ...ok, limitReason: reason });
  await uploadLimitReasonDocument(api, {
    limitReasonId: 1,
    documentTypeId: 20,
    issuedDate: '2026-11-01',
    file: new Blob(['x']),
  });
  expect(calls[0]).toEqual({
    method: 'customerLimitReasonDocumentUpload',
    payload: { limitReasonId: 1, documentTypeId: 20, issuedDate: '2026-11-01' },
    files: ['file'],
  });
});

test('the workflow landing reads its run with the token in the path', async () => {
  const { api, calls } = fakeCaller({
    workflowRunId: 'w 1',
    provider: 'nfd',
    status: 'started',
    customerFirstName: 'Uma',
  });
  expect((await fetchWorkflowRun(api, 'w 1', 't/2')).provider).toBe('nfd');
  expect(calls[0]?.method).toBe('GET identity-verification/w%201/t%2F2');
});
