// Drafts for tests and stories: a complete one that passes every section check, and its parts.
import { type Company, DRAFT_VERSION, type Draft, type Person } from './draft';

const address = {
  address1: '1 Harbour Street',
  address2: '',
  city: 'Limassol',
  postalCode: '3035',
  countryCode: 'CY',
  stateCode: '',
};

/** A person with every field a person needs (`id` and any overrides given). */
export function fixturePerson(id: string, overrides: Partial<Person> = {}): Person {
  return {
    id,
    firstName: `First ${id}`,
    lastName: `Last ${id}`,
    birthday: '1984-03-12',
    email: '',
    phone: { countryCode: '357', number: '99123456' },
    address,
    taxId: '',
    sourceOfFunds: [],
    sourceDetails: {},
    isUser: false,
    accessRights: 0,
    ...overrides,
  };
}

/** A company shareholder with a valid screen (`directors` and `shareholders` as given). */
export function fixtureCompany(id: string, overrides: Partial<Company> = {}): Company {
  return {
    id,
    name: `Holding ${id}`,
    registrationCountryCode: 'CY',
    registrationNumber: `HE${id}`,
    registrationDate: '2015-06-01',
    businessTaxId: '',
    address,
    directors: [],
    shareholders: [],
    ...overrides,
  };
}

/**
 * A draft that passes every check: two directors (d1, d2), d1 the main user (rights 2, e-mail
 * main.user@example.test), shareholders d1 60 % and company c1 40 %, c1 directed by d2 and held 100 % by d2.
 */
export function completeDraft(): Draft {
  return {
    version: DRAFT_VERSION,
    generalForm: {
      registrationType: 'affiliatePrograms',
      name: 'Northwind Media Ltd',
      tradingName: 'Northwind',
      email: 'office@northwind.example',
      phone: { countryCode: '357', number: '22123456' },
      website: 'https://northwind.example',
      description: 'Affiliate marketing for online publishers.',
    },
    financialInfoForm: {
      annualTurnover: '250000.00',
      currencyCode: 'EUR',
      sourceOfFundsId: 40,
      purposeOfAccountId: 20,
      estimatedMonthlyDepositId: 2,
    },
    dueDilligenceForm: {
      isRegulated: false,
      regulatorName: '',
      licenceNumber: '',
      hasPoliticallyExposedPersons: false,
      operatesInSanctionedCountries: false,
      countriesOfOperation: ['CY', 'DE'],
      numberOfEmployees: '12',
    },
    legalForm: {
      registrationCountryCode: 'CY',
      registrationNumber: 'HE400200',
      registrationDate: '2018-01-15',
      businessTaxId: 'CY10400200X',
      legalAddress: address,
      sameBusinessAddress: true,
      businessAddress: { ...address, address1: '' },
    },
    persons: [
      fixturePerson('d1', {
        email: 'main.user@example.test',
        isUser: true,
        accessRights: 2,
        sourceOfFunds: [1],
        sourceDetails: { '1': 'Salary as a director since 2018.' },
      }),
      fixturePerson('d2', { sourceOfFunds: [], sourceDetails: {} }),
    ],
    companies: [
      fixtureCompany('c1', { directors: ['d2'], shareholders: [{ kind: 'person', personId: 'd2', share: 100 }] }),
    ],
    directors: ['d1', 'd2'],
    owners: ['d1'],
    shareholders: [
      { kind: 'person', personId: 'd1', share: 60 },
      { kind: 'company', companyId: 'c1', share: 40 },
    ],
    additionalQuestionAnswers: [],
  };
}
