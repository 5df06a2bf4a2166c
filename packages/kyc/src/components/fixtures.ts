// Demo data for stories and tests, shaped as the wire contract answers it (WIRE.md).
import type { Profile } from '../api/profile';
import type { Address, IdentityDocument, KycCustomerInfo, LimitReason, Phone, UploadedDocument } from '../api/schemas';
import { documentStatusIds } from '../model/document-status';

export const uploaded = (id: number, statusId: number, extra: Partial<UploadedDocument> = {}): UploadedDocument => ({
  id,
  statusId,
  uploaded: '2026-11-02T09:30:00Z',
  documentTypeId: 2,
  documentType: 'National identity card',
  isSubDocument: false,
  issuedDate: '2022-03-14',
  expiresDate: '2032-03-13',
  createdUsername: 'uma.unverified@demo.paydeck.test',
  rejectReason:
    statusId === 26 ? 'The photo is blurred' : statusId === 64 ? 'The name differs from your profile' : null,
  ...extra,
});

/** One document in every status of the spec (submitted 0 … name mismatch 64). */
export const documentsInEveryStatus: UploadedDocument[] = documentStatusIds.map((statusId, at) =>
  uploaded(100 + at, statusId),
);

export const homeAddress: Address = {
  addressId: 11,
  addressType: 1,
  address1: '27 Deansgate',
  address2: null,
  city: 'Manchester',
  postalCode: 'M3 4LQ',
  countryCode: 'GB',
  stateCode: null,
  stateName: null,
  addressStatus: 1,
  confirmed: true,
  uploadedDocuments: [],
  isDocumentOutOfDate: false,
  isCardDocumentRequired: false,
  isDocumentRequired: false,
};

export const unconfirmedPhone: Phone = {
  id: 5,
  confirmed: false,
  countryCode: '44',
  number: '7700900123',
  phoneNumber: '+447700900123',
};

export const passport: IdentityDocument = {
  id: 31,
  type: 'Passport',
  typeId: 1,
  number: 'P1234567',
  countryCode: 'GB',
  status: 'pending',
  statusId: 41,
  issuedDate: '2021-05-01',
  expiresDate: '2031-04-30',
  rejectReason: null,
  uploadedDocuments: [uploaded(301, 41, { documentTypeId: 1, documentType: 'Passport' })],
};

export const limitReasons: LimitReason[] = [
  {
    id: 1,
    actionTypeId: 1,
    name: 'Proof of address needed',
    requirementDocuments: [{ documentTypeId: 20, name: 'Utility bill', uploadedDocuments: [] }],
  },
  {
    id: 2,
    actionTypeId: 2,
    name: 'Source of funds',
    requirementDocuments: [
      {
        documentTypeId: 41,
        name: 'Source of funds',
        uploadedDocuments: [uploaded(9001, 41, { documentTypeId: 41, documentType: 'Source of funds' })],
      },
    ],
  },
];

/** Uma: unverified, her phone not confirmed, no identity document. */
export const umaKyc: KycCustomerInfo = {
  customerType: 0,
  verified: false,
  limited: false,
  isRepresentative: false,
  isNeedKyc: true,
  isNeedPersonalInfoUpdate: false,
  taxFormStatus: 'notRequired',
  addresses: [homeAddress],
  proofOfResidence: { status: 'validated', uploadedDocuments: [] },
  identityDocuments: [],
  phones: [unconfirmedPhone],
  videoIdentityStatus: 'none',
  limitReasons: [],
  dueDiligence: null,
};

export const verifiedKyc: KycCustomerInfo = {
  ...umaKyc,
  verified: true,
  isNeedKyc: false,
  identityDocuments: [{ ...passport, statusId: 2, status: 'confirmed' }],
  phones: [{ ...unconfirmedPhone, confirmed: true }],
};

export const linaKyc: KycCustomerInfo = { ...verifiedKyc, limited: true, limitReasons };

export const profile: Profile = {
  firstName: 'Uma',
  lastName: 'Patel',
  birthDay: '1998-09-30',
  login: 'uma.unverified@demo.paydeck.test',
  residenceCountryCode: 'GB',
  citizenshipCountryCode: 'GB',
  taxId: null,
  occupationId: null,
};

export const identityTypes = [
  { id: 1, name: 'Passport', needsBackPage: false, countryCodes: null, mayBeOlderThan90Days: false },
  { id: 2, name: 'National identity card', needsBackPage: true, countryCodes: null, mayBeOlderThan90Days: false },
  { id: 3, name: 'Driving licence', needsBackPage: true, countryCodes: null, mayBeOlderThan90Days: false },
  { id: 88, name: 'Internal passport', needsBackPage: true, countryCodes: ['RU', 'UA'], mayBeOlderThan90Days: false },
];

export const addressTypes = [
  { id: 20, name: 'Utility bill', needsBackPage: false, countryCodes: null, mayBeOlderThan90Days: false },
  { id: 22, name: 'Tax notice', needsBackPage: false, countryCodes: null, mayBeOlderThan90Days: true },
];

export const dictionaries = {
  occupation: [
    { id: 1, name: 'Employed' },
    { id: 2, name: 'Self-employed' },
  ],
  sourcesOfFunds: [
    { id: 1, name: 'Salary' },
    { id: 2, name: 'Savings' },
  ],
  purposesOfAccount: [
    { id: 1, name: 'Receiving payments' },
    { id: 2, name: 'Paying suppliers' },
  ],
  estimatedMonthlyDeposits: [
    { id: 1, name: 'Up to 1,000 EUR' },
    { id: 2, name: '1,000 – 10,000 EUR' },
  ],
};
