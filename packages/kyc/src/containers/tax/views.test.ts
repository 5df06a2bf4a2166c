import * as v from 'valibot';
import { BusinessCertificationSchema, PersonalCertificationSchema } from '../../api/tax';
import { businessView, personalView } from './views';

const none = { id: null, status: 'none', url: null };
const notRequired = { id: null, status: 'notRequired', url: null };
const personalDocuments = {
  taxResidencySelfCertificationDocument: none,
  w8benDocument: notRequired,
  w9Document: notRequired,
  certificateOfLossOfNationalityDocument: notRequired,
};
const address = {
  addressId: 11,
  address1: '27 Deansgate',
  city: 'Manchester',
  postalCode: 'M3 4LQ',
  countryCode: 'GB',
};

test('a first personal certification starts with one tax residence in the residence country', () => {
  const view = personalView(v.parse(PersonalCertificationSchema, personalDocuments), [address], 'LT');
  expect(view.values.taxIds).toEqual([
    { countryCode: 'LT', taxId: '', noTaxId: false, tinMissingReason: '', tinMissingExplanation: '' },
  ]);
  expect(view.values.addressId).toBe(11);
  expect(view.addresses).toEqual([{ addressId: 11, label: '27 Deansgate, M3 4LQ, Manchester, GB' }]);
  expect(view.saved).toBe(false);
  expect(view.documents.map((document) => [document.kind, document.status])).toEqual([
    ['selfCertification', 'none'],
    ['W-8BEN', 'notRequired'],
    ['W-9', 'notRequired'],
    ['lossOfNationality', 'notRequired'],
  ]);
  expect(view.wForm).toBeNull();
});

test('a saved personal certification comes back into the form: a digits-only TIN as text, a reason as no-TIN', () => {
  const certification = v.parse(PersonalCertificationSchema, {
    ...personalDocuments,
    signedAt: '2026-11-20T10:00:00Z',
    isUSTaxPayer: false,
    hasUSIndicia: true,
    countryOfBirth: 'US',
    requiredForm: 'W-8BEN',
    taxIds: [
      { countryCode: 'LT', taxId: 39002170000 },
      { countryCode: 'AE', tinMissingReason: 'NO_TIN_IS_REQUIRED' },
    ],
    taxResidencySelfCertificationDocument: { id: 5, status: 'pending', url: '/api/files/abc.def' },
  });
  const view = personalView(certification, [address]);
  expect(view.saved).toBe(true);
  expect(view.wForm).toBe('W-8BEN');
  // born in the US, not a US taxpayer: the certificate of loss of nationality is asked for
  expect(view.needsLossOfNationality).toBe(true);
  expect(view.values.taxIds).toEqual([
    expect.objectContaining({ countryCode: 'LT', taxId: '39002170000', noTaxId: false }),
    expect.objectContaining({ countryCode: 'AE', noTaxId: true, tinMissingReason: 'NO_TIN_IS_REQUIRED' }),
  ]);
  expect(view.documents[0]).toEqual({ kind: 'selfCertification', status: 'pending', url: '/api/files/abc.def' });
});

test('a document link elsewhere than the API makes the answer malformed', () => {
  const answer = {
    ...personalDocuments,
    taxResidencySelfCertificationDocument: { id: 5, status: 'pending', url: 'https://evil.example.com/x' },
  };
  expect(v.safeParse(PersonalCertificationSchema, answer).success).toBe(false);
});

test('a business certification starts from the company info and keeps a GIIN reason as "no GIIN"', () => {
  const certification = v.parse(BusinessCertificationSchema, {
    entityType: 'financial-institution',
    giinMissingReason: 'Pending',
    requiredForm: 'W-8BEN-E',
    w8beneDocument: none,
    w9Document: notRequired,
    taxResidencySelfCertificationDocument: none,
  });
  const view = businessView(certification, {
    name: 'Boris Media UAB',
    registrationCountryCode: 'LT',
    addresses: [address],
  });
  expect(view.values).toMatchObject({
    name: 'Boris Media UAB',
    registrationCountryCode: 'LT',
    entityType: 'financial-institution',
    noGiin: true,
    giinMissingReason: 'Pending',
  });
  expect(view.values.taxIds[0]?.countryCode).toBe('LT');
  expect(view.addresses).toHaveLength(1);
  expect(view.saved).toBe(true);
  expect(view.wForm).toBe('W-8BEN-E');
});
