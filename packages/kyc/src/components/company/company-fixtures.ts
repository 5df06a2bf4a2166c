// Demo data of the company pages for stories and tests, shaped as WIRE-business.md answers it (Northwind's seed).
import type { BusinessCompanyInfo } from '../../api/company';
import type { CompanyUser } from '../../api/company-access';
import type { AdminCompany } from '../../api/company-admin';
import type { Representative } from '../../api/company-people';
import type { Address, DocumentType } from '../../api/schemas';
import { homeAddress, passport, uploaded } from '../fixtures';

const companyAddress = (addressId: number, addressType: number, extra: Partial<Address>): Address => ({
  ...homeAddress,
  addressId,
  addressType,
  address1: '14 Tooley Street',
  city: 'London',
  postalCode: 'SE1 2QA',
  ...extra,
});

export const northwind: BusinessCompanyInfo = {
  customerId: 2,
  name: 'Northwind Media Ltd',
  registrationCountryCode: 'GB',
  tradingName: 'Northwind',
  email: 'office@northwind.test',
  registrationNumber: '09876543',
  registrationDate: '2015-06-01',
  businessTaxId: 'GB123456789',
  website: null,
  description: 'Advertising network',
  verified: true,
  limited: false,
  phone: { countryCode: '44', number: '2079460123', phoneNumber: '+442079460123' },
  addresses: [
    companyAddress(41, 2, {
      uploadedDocuments: [uploaded(401, 2, { documentTypeId: 75, documentType: 'Extract from the business register' })],
    }),
    companyAddress(42, 5, {
      address1: '1 Canada Square',
      postalCode: 'E14 5AB',
      addressStatus: 2,
      uploadedDocuments: [uploaded(402, 0, { documentTypeId: 70, documentType: 'Business utility bill' })],
    }),
  ],
  corporateDocuments: [
    uploaded(403, 2, { documentTypeId: 60, documentType: 'Certificate of incorporation' }),
    uploaded(404, 2, { documentTypeId: 61, documentType: 'Articles of association' }),
  ],
  corporateDocumentsStatus: 2,
  additionalDocuments: [uploaded(405, 26, { documentTypeId: 91, documentType: 'Financial statements' })],
  additionalDocumentsStatus: 3,
  financialDetail: {
    annualTurnover: '250000.00',
    currencyCode: 'GBP',
    sourceOfFundsId: 40,
    purposeOfAccountId: 20,
    estimatedMonthlyDepositId: 3,
  },
  dueDiligenceQuestionnaire: {
    isRegulated: false,
    regulatorName: null,
    licenceNumber: null,
    hasPoliticallyExposedPersons: false,
    operatesInSanctionedCountries: false,
    countriesOfOperation: ['GB', 'IE'],
    numberOfEmployees: 12,
  },
  sourceOfWealthDocuments: [uploaded(406, 0, { documentTypeId: 95, documentType: 'Audited accounts' })],
  sourceOfWealthRequirements: [{ documentTypeId: 95, name: 'Audited accounts', status: 1 }],
  additionalQuestionAnswers: [{ questionId: 1, answer: 'Online advertising for publishers' }],
  financialInstitution: null,
  isConverted: false,
  isActionRequired: false,
};

const person = (
  id: number,
  typeId: number,
  firstName: string,
  lastName: string,
  extra: Partial<Representative> = {},
): Representative => ({
  id,
  typeId,
  firstName,
  lastName,
  companyName: null,
  email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@example.com`,
  taxId: null,
  sharePercent: null,
  birthDay: null,
  phone: null,
  address: null,
  identity: null,
  isVerified: true,
  isUser: false,
  accessRights: null,
  addressDocumentStatus: 2,
  identityDocumentStatus: 2,
  controlDocumentStatus: null,
  controlDocuments: [],
  taxResidencySelfCertificationStatus: 'notRequired',
  isActionRequired: false,
  ...extra,
});

const gretaAddress = companyAddress(51, 1, {
  address1: 'Nyhavn 17',
  city: 'København',
  postalCode: '1051',
  countryCode: 'DK',
  uploadedDocuments: [uploaded(502, 26, { documentTypeId: 20, documentType: 'Utility bill' })],
});

export const greta = person(2, 2, 'Greta', 'Hansen', {
  address: gretaAddress,
  identity: passport,
  addressDocumentStatus: 3,
  isActionRequired: true,
});

export const northwindPeople: Representative[] = [
  person(1, 2, 'Boris', 'Petrov', { isUser: true, accessRights: 2, taxId: 'GB9988776' }),
  greta,
  person(3, 6, 'Boris', 'Petrov', { sharePercent: '60.00' }),
  person(4, 6, 'Greta', 'Hansen', { sharePercent: '40.00', addressDocumentStatus: 0, isActionRequired: true }),
  person(5, 8, 'Boris', 'Petrov', { sharePercent: '60.00', controlDocumentStatus: 2 }),
];

const type = (id: number, name: string, extra: Partial<DocumentType> = {}): DocumentType => ({
  id,
  name,
  needsBackPage: false,
  countryCodes: null,
  mayBeOlderThan90Days: true,
  ...extra,
});

/** customerDocumentCategories' types by category, as the sandbox seeds them. */
export const typesByCategory: Record<number, DocumentType[]> = {
  1: [type(1, 'Passport'), type(2, 'National identity card', { needsBackPage: true })],
  2: [type(20, 'Utility bill', { mayBeOlderThan90Days: false }), type(22, 'Tax notice')],
  4: [
    type(60, 'Certificate of incorporation'),
    type(64, 'Certificate of good standing', { mayBeOlderThan90Days: false }),
  ],
  7: [type(70, 'Business utility bill', { mayBeOlderThan90Days: false }), type(72, 'Business lease agreement')],
  8: [type(75, 'Extract from the business register')],
  9: [type(80, 'Shareholder register extract'), type(83, 'Board resolution')],
  10: [type(90, 'Business licence'), type(91, 'Financial statements')],
  11: [type(95, 'Audited accounts'), type(96, 'Bank statements (12 months)', { mayBeOlderThan90Days: false })],
};
export const typesOf = (categoryId: number) => typesByCategory[categoryId] ?? [];

export const companyUsers: CompanyUser[] = [
  {
    id: 1,
    userId: 10,
    typeId: 2,
    firstName: 'Boris',
    lastName: 'Petrov',
    email: 'boris.business@demo.paydeck.test',
    accessRights: 2,
    status: 'active',
  },
  {
    id: 6,
    userId: 11,
    typeId: 5,
    firstName: 'Erin',
    lastName: 'Walsh',
    email: 'erin.employee@demo.paydeck.test',
    accessRights: 3,
    status: 'active',
  },
  {
    id: 7,
    userId: null,
    typeId: 5,
    firstName: 'Tom',
    lastName: 'Reed',
    email: 'tom.reed@example.com',
    accessRights: 1,
    status: 'pending',
  },
  {
    id: 8,
    userId: 13,
    typeId: 5,
    firstName: 'Una',
    lastName: 'Loader',
    email: 'una.loader@example.com',
    accessRights: 5,
    status: 'active',
  },
];

export const potentialUsers: Representative[] = [greta];

export const adminCompanies: AdminCompany[] = [
  {
    customerId: 2,
    name: 'Northwind Media Ltd',
    registrationCountryCode: 'GB',
    verified: true,
    limited: false,
    actionCount: 4,
    representativesNeedingAction: 2,
    unassignedDocuments: [
      uploaded(701, 0, { documentTypeId: 1, documentType: 'Passport', issuedDate: null, expiresDate: null }),
      uploaded(702, 0, { documentTypeId: 83, documentType: 'Board resolution', issuedDate: null, expiresDate: null }),
    ],
  },
  {
    customerId: 3,
    name: 'Bluefin Payments OÜ',
    registrationCountryCode: 'EE',
    verified: true,
    limited: false,
    actionCount: 2,
    representativesNeedingAction: 2,
    unassignedDocuments: [],
  },
];
