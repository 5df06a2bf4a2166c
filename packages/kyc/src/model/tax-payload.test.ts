import {
  type BusinessCertificationValues,
  businessCertificationPayload,
  emptyControllingPerson,
  personalCertificationPayload,
} from './tax-payload';
import { emptyTaxIdEntry } from './tax-tin';

const business = (fields: Partial<BusinessCertificationValues>): BusinessCertificationValues => ({
  name: ' Boris Media UAB ',
  registrationCountryCode: 'LT',
  placeOfBusinessAddressId: 11,
  registeredAddressId: null,
  entityType: 'general',
  giin: '98q96b.00000.le.250',
  noGiin: false,
  giinMissingReason: 'Not registered',
  isUsingClientFunds: true,
  isManagedByFinancialInstitution: true,
  isPubliclyTraded: false,
  companySecurityMarket: 'NASDAQ',
  companyTicket: 'BMU',
  isOwnPubliclyTradedCompany: false,
  companyOwnedByYou: { name: 'Parent', market: 'LSE', ticker: 'PRT' },
  isEarnPassiveIncome: false,
  hasUSIndicia: false,
  isUSTaxPayer: false,
  isDisregardedEntity: false,
  hasSingleNonUSowner: true,
  taxIds: [{ ...emptyTaxIdEntry('LT'), taxId: '304123456' }],
  controllingPersons: [
    { ...emptyControllingPerson(), firstName: ' Boris ', lastName: 'Business', countryCode: 'LT', taxIds: [] },
  ],
  ...fields,
});

test('an active general company sends its classification and nothing of the questions it was not asked', () => {
  expect(businessCertificationPayload(business({}))).toStrictEqual({
    name: 'Boris Media UAB',
    registrationCountryCode: 'LT',
    entityType: 'general',
    placeOfBusinessAddressId: 11,
    isFinancialInstitution: false,
    isPubliclyTraded: false,
    isOwnPubliclyTradedCompany: false,
    isEarnPassiveIncome: false,
    hasUSIndicia: false,
    isUSTaxPayer: false,
    isDisregardedEntity: false,
    taxIds: [{ countryCode: 'LT', taxId: '304123456' }],
    controllingPersons: [],
  });
});

test('a passive company sends its controlling persons with their tax ids', () => {
  const payload = businessCertificationPayload(business({ isEarnPassiveIncome: true }));
  expect(payload.controllingPersons).toEqual([
    expect.objectContaining({
      firstName: 'Boris',
      lastName: 'Business',
      address: { address1: '', city: '', postalCode: '', countryCode: 'LT' },
      taxIds: [],
    }),
  ]);
});

test('a financial institution sends its GIIN upper-cased, or only the reason it has none', () => {
  const withGiin = businessCertificationPayload(business({ entityType: 'financial-institution' }));
  expect(withGiin).toMatchObject({
    isFinancialInstitution: true,
    giin: '98Q96B.00000.LE.250',
    isUsingClientFunds: true,
  });
  expect(withGiin).not.toHaveProperty('giinMissingReason');
  expect(withGiin).not.toHaveProperty('isPubliclyTraded');
  const without = businessCertificationPayload(business({ entityType: 'financial-institution', noGiin: true }));
  expect(without).toMatchObject({ giinMissingReason: 'Not registered' });
  expect(without).not.toHaveProperty('giin');
});

test('a listed company sends its market and ticker; one owned by a listed company sends the owner', () => {
  expect(businessCertificationPayload(business({ isPubliclyTraded: true }))).toMatchObject({
    companySecurityMarket: 'NASDAQ',
    companyTicket: 'BMU',
  });
  const owned = businessCertificationPayload(business({ isOwnPubliclyTradedCompany: true }));
  expect(owned.companyOwnedByYou).toEqual({ name: 'Parent', market: 'LSE', ticker: 'PRT' });
  expect(owned).not.toHaveProperty('isEarnPassiveIncome');
});

test('a disregarded entity says whether its single owner is not a US person', () => {
  expect(businessCertificationPayload(business({ isDisregardedEntity: true }))).toMatchObject({
    hasSingleNonUSowner: true,
  });
});

test('a person sends their birth, citizenship, address and tax residences', () => {
  expect(
    personalCertificationPayload({
      dateOfBirth: '1985-04-12',
      countryOfBirth: 'US',
      cityOfBirth: ' Boston ',
      citizenship: 'LT',
      addressId: null,
      hasUSIndicia: true,
      isUSTaxPayer: null,
      taxIds: [
        { ...emptyTaxIdEntry('LT'), noTaxId: true, tinMissingReason: 'CANNOT_OBTAIN', tinMissingExplanation: 'x' },
      ],
    }),
  ).toStrictEqual({
    dateOfBirth: '1985-04-12',
    countryOfBirth: 'US',
    cityOfBirth: 'Boston',
    citizenship: 'LT',
    hasUSIndicia: true,
    isUSTaxPayer: false,
    taxIds: [{ countryCode: 'LT', tinMissingReason: 'CANNOT_OBTAIN', tinMissingExplanation: 'x' }],
  });
});
