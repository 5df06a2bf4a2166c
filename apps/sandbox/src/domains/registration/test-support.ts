// What the registration tests share: a complete business draft (a company shareholder with its director, two
// directors, a main user and a second user), the payloads that send it, and the inbox's activation link.
import type { Draft } from '@paydeck/registration/api';
import type { TestSandbox } from '../../test/harness.ts';

const address = {
  address1: '1 High Street',
  address2: '',
  city: 'Leeds',
  postalCode: 'LS1 1AA',
  countryCode: 'GB',
  stateCode: '',
};
const phone = (number: string) => ({ countryCode: '44', number });
const person = (id: string, firstName: string, email: string, extra: Partial<Draft['persons'][number]> = {}) => ({
  id,
  firstName,
  lastName: 'Lane',
  birthday: '1980-02-03',
  email,
  phone: phone('7700900100'),
  address,
  taxId: '',
  sourceOfFunds: [],
  sourceDetails: {},
  isUser: false,
  accessRights: 0,
  ...extra,
});

/** A draft every rule accepts; `tag` makes its e-mails unique. */
export function businessDraft(tag: string): Draft {
  return {
    version: '3.54',
    generalForm: {
      registrationType: 'advertisingNetworks',
      name: `Acme ${tag} Ltd`,
      tradingName: 'Acme',
      email: `office.${tag}@acme.test`,
      phone: phone('2079460000'),
      website: 'https://acme.test',
      description: 'Advertising network',
    },
    financialInfoForm: {
      annualTurnover: '250000',
      currencyCode: 'EUR',
      sourceOfFundsId: 40,
      purposeOfAccountId: 21,
      estimatedMonthlyDepositId: 3,
    },
    dueDilligenceForm: {
      isRegulated: false,
      regulatorName: '',
      licenceNumber: '',
      hasPoliticallyExposedPersons: false,
      operatesInSanctionedCountries: false,
      countriesOfOperation: ['GB', 'LT'],
      numberOfEmployees: '12',
    },
    legalForm: {
      registrationCountryCode: 'GB',
      registrationNumber: '01234567',
      registrationDate: '2015-06-01',
      businessTaxId: '987654321',
      legalAddress: address,
      sameBusinessAddress: true,
      businessAddress: { ...address, address1: '' },
    },
    persons: [
      person('p1', 'Ada', `ada.${tag}@acme.test`, {
        isUser: true,
        accessRights: 2,
        sourceOfFunds: [1],
        sourceDetails: { '1': 'Salary of ten years' },
      }),
      person('p2', 'Bo', `bo.${tag}@acme.test`, { isUser: true, accessRights: 3 }),
      person('p3', 'Cy', `cy.${tag}@holding.test`),
    ],
    companies: [
      {
        id: 'c1',
        name: 'Holding SIA',
        registrationCountryCode: 'LV',
        registrationNumber: '40003000000',
        registrationDate: '2010-01-01',
        businessTaxId: '',
        address,
        directors: ['p3'],
        shareholders: [{ kind: 'person', personId: 'p3', share: 100 }],
      },
    ],
    directors: ['p1', 'p2'],
    owners: ['p1'],
    shareholders: [
      { kind: 'person', personId: 'p1', share: 60 },
      { kind: 'company', companyId: 'c1', share: 40 },
    ],
    additionalQuestionAnswers: [{ questionId: 1, answer: 'United Kingdom' }],
  };
}

export const applicantOf = (draft: Draft) => draft.persons[0]?.email ?? '';
export const APPLICANT_PASSWORD = 'acme-Pass-1';

export const businessPayload = (draft: Draft, extra: Record<string, unknown> = {}) => ({
  email: applicantOf(draft),
  password: APPLICANT_PASSWORD,
  draft,
  ...extra,
});

/** The newest inbox message to `to`. */
export async function lastMessage(t: TestSandbox, to: string) {
  const response = await t.request(`/__sandbox/messages?to=${encodeURIComponent(to)}`);
  const { messages } = (await response.json()) as {
    messages: { subject: string; code: string | null; link: string | null; body: string }[];
  };
  return messages[0];
}

/** Moves the sandbox clock past every limit window (each test of a file starts with a fresh allowance). */
export const freshLimits = (t: TestSandbox) => t.clock.advance(61 * 60_000);
