// The company part of the demo (WIRE-business.md "Review and journeys"): what Northwind and Bluefin tell
// the bank, their addresses' proofs, corporate, additional and source-of-wealth documents in several states,
// what the bank knows of each representative, and two documents Northwind sent that nobody assigned yet.
import type { CompanyKey } from '../../seed/people.ts';
import type { AdditionalQuestionAnswer, DueDiligenceQuestionnaire, FinancialDetail } from './tables.ts';

/** A representative of the company by type and first name (or company name). */
export interface RepresentativeKey {
  typeId: number;
  name: string;
}

export interface SeedDocument {
  documentTypeId: number;
  statusId: number;
  daysAgo: number;
  target: string;
  representative?: RepresentativeKey;
  address?: 'registered' | 'placeOfBusiness';
  rejectReason?: string;
}

export interface CompanySeed {
  profile: {
    tradingName: string | null;
    email: string | null;
    registrationNumber: string;
    registrationDate: string;
    website: string | null;
    description: string;
    financialDetail: FinancialDetail | null;
    dueDiligence: DueDiligenceQuestionnaire | null;
    additionalQuestionAnswers: AdditionalQuestionAnswer[];
    sourceOfWealthTypeIds: number[];
    /** registration's dictionaryIndustry: Bluefin's adult group asks for the declarations (declaration-rules.ts). */
    industryId: number;
  };
  placeOfBusiness?: { address1: string; city: string; postalCode: string; countryCode: string };
  documents: SeedDocument[];
  /** Received by the bank, not assigned to a requirement (purpose bank). */
  unassigned: { documentTypeId: number; title: string }[];
  details: (RepresentativeKey & {
    birthDay: string;
    phone?: [string, string];
    address?: { address1: string; city: string; postalCode: string; countryCode: string };
    identity?: { typeId: number; number: string; countryCode: string; issuedDate: string; expiresDate: string };
  })[];
}

const boris = (typeId: number): RepresentativeKey => ({ typeId, name: 'Boris' });
const borisDetails = {
  name: 'Boris',
  birthDay: '1975-03-18',
  phone: ['44', '7700900456'] as [string, string],
  address: { address1: '5 Cheyne Walk', city: 'London', postalCode: 'SW3 5QY', countryCode: 'GB' },
  identity: { typeId: 1, number: 'GB5550001', countryCode: 'GB', issuedDate: '2019-06-01', expiresDate: '2029-05-31' },
};
const confirmedPerson = (typeId: number, control = false): SeedDocument[] => [
  { documentTypeId: 1, statusId: 2, daysAgo: 300, target: 'representativeIdentity', representative: boris(typeId) },
  { documentTypeId: 20, statusId: 2, daysAgo: 300, target: 'representativeAddress', representative: boris(typeId) },
  ...(control
    ? [
        {
          documentTypeId: 80,
          statusId: 2,
          daysAgo: 300,
          target: 'representativeControl',
          representative: boris(typeId),
        },
      ]
    : []),
];

export const companySeeds: Record<CompanyKey, CompanySeed> = {
  northwind: {
    profile: {
      tradingName: 'Northwind Media',
      email: 'office@northwind-media.example',
      registrationNumber: '09876543',
      registrationDate: '2016-04-01',
      website: null, // an empty required field: one action of the counter
      description: 'Digital advertising network for publishers in the UK and the EU.',
      financialDetail: {
        annualTurnover: '2400000.00',
        currencyCode: 'GBP',
        sourceOfFundsId: 40,
        purposeOfAccountId: 21,
        estimatedMonthlyDepositId: 4,
      },
      dueDiligence: {
        isRegulated: false,
        regulatorName: null,
        licenceNumber: null,
        hasPoliticallyExposedPersons: false,
        operatesInSanctionedCountries: false,
        countriesOfOperation: ['GB', 'DE', 'EE'],
        numberOfEmployees: 42,
      },
      additionalQuestionAnswers: [
        { questionId: 1, answer: 'United Kingdom, Germany' },
        { questionId: 2, answer: 'Card acquiring through our current bank' },
        { questionId: 3, answer: 'None needed' },
      ],
      sourceOfWealthTypeIds: [95],
      industryId: 6, // Media and entertainment (mainstream): no declarations
    },
    placeOfBusiness: { address1: '2 More London Riverside', city: 'London', postalCode: 'SE1 2AP', countryCode: 'GB' },
    documents: [
      { documentTypeId: 60, statusId: 2, daysAgo: 300, target: 'corporate' },
      { documentTypeId: 61, statusId: 2, daysAgo: 300, target: 'corporate' },
      {
        documentTypeId: 91,
        statusId: 26,
        daysAgo: 40,
        target: 'additional',
        rejectReason: 'The statements are not signed',
      },
      { documentTypeId: 95, statusId: 41, daysAgo: 10, target: 'sourceOfWealth' },
      { documentTypeId: 75, statusId: 2, daysAgo: 300, target: 'companyAddress', address: 'registered' },
      { documentTypeId: 70, statusId: 0, daysAgo: 5, target: 'companyAddress', address: 'placeOfBusiness' },
      ...confirmedPerson(2),
      ...confirmedPerson(6),
      ...confirmedPerson(8, true),
      {
        documentTypeId: 1,
        statusId: 2,
        daysAgo: 200,
        target: 'representativeIdentity',
        representative: { typeId: 2, name: 'Greta' },
      },
      {
        documentTypeId: 20,
        statusId: 26,
        daysAgo: 20,
        target: 'representativeAddress',
        representative: { typeId: 2, name: 'Greta' },
        rejectReason: 'The bill is older than 90 days',
      },
      {
        documentTypeId: 1,
        statusId: 2,
        daysAgo: 200,
        target: 'representativeIdentity',
        representative: { typeId: 6, name: 'Greta' },
      },
      {
        documentTypeId: 1,
        statusId: 2,
        daysAgo: 100,
        target: 'representativeIdentity',
        representative: { typeId: 5, name: 'Erin' },
      },
    ],
    unassigned: [
      { documentTypeId: 1, title: 'Greta Hansen passport' },
      { documentTypeId: 83, title: 'Board resolution' },
    ],
    details: [
      { ...borisDetails, typeId: 2 },
      { ...borisDetails, typeId: 6 },
      { ...borisDetails, typeId: 8 },
      ...[2, 6].map((typeId) => ({
        typeId,
        name: 'Greta',
        birthDay: '1982-09-14',
        phone: ['45', '20123456'] as [string, string],
        address: { address1: 'Nyhavn 12', city: 'København', postalCode: '1051', countryCode: 'DK' },
        identity: {
          typeId: 1,
          number: 'DK7771234',
          countryCode: 'DK',
          issuedDate: '2020-02-10',
          expiresDate: '2030-02-09',
        },
      })),
      {
        typeId: 5,
        name: 'Erin',
        birthDay: '1995-12-01',
        identity: {
          typeId: 1,
          number: 'IE3214567',
          countryCode: 'IE',
          issuedDate: '2022-03-01',
          expiresDate: '2032-02-28',
        },
      },
    ],
  },
  bluefin: {
    profile: {
      tradingName: 'Bluefin Studios',
      email: 'hello@bluefin-studios.example',
      registrationNumber: '14523698',
      registrationDate: '2019-09-12',
      website: 'https://bluefin-studios.example',
      description: 'Live streaming studio in Tallinn.',
      financialDetail: null, // not given yet: the action flag
      dueDiligence: null,
      additionalQuestionAnswers: [],
      sourceOfWealthTypeIds: [],
      industryId: 21, // Webcam studio (adult)
    },
    documents: [...confirmedPerson(2), ...confirmedPerson(8, true)],
    unassigned: [],
    details: [
      { ...borisDetails, typeId: 2 },
      { ...borisDetails, typeId: 8 },
    ],
  },
};
