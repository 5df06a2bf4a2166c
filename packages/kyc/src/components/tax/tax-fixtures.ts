// Demo data for the tax stories and tests.
import type { BusinessCertificationValues, PersonalCertificationValues } from '../../model/tax-payload';
import { emptyTaxIdEntry } from '../../model/tax-tin';
import type { BusinessCertificationView } from './BusinessSelfCertificationScreen';
import type { PersonalCertificationView } from './SelfCertificationScreen';

export const personalValues: PersonalCertificationValues = {
  dateOfBirth: '1990-02-17',
  countryOfBirth: 'LT',
  cityOfBirth: 'Vilnius',
  citizenship: 'LT',
  addressId: 11,
  hasUSIndicia: false,
  isUSTaxPayer: false,
  taxIds: [{ ...emptyTaxIdEntry('LT'), taxId: '39002170000' }],
};

export const addresses = [
  { addressId: 11, label: '27 Deansgate, Manchester, GB' },
  { addressId: 12, label: 'Gedimino pr. 9, Vilnius, LT' },
];

export const personalView: PersonalCertificationView = {
  values: personalValues,
  addresses,
  saved: false,
  wForm: null,
  needsLossOfNationality: false,
  documents: [{ kind: 'selfCertification', status: 'none', url: null }],
};

/** Born in the US, not a US taxpayer any more: signs W-8BEN and sends the certificate of loss of nationality. */
export const usBornView: PersonalCertificationView = {
  values: { ...personalValues, countryOfBirth: 'US', cityOfBirth: 'Boston', hasUSIndicia: true },
  addresses,
  saved: true,
  wForm: 'W-8BEN',
  needsLossOfNationality: true,
  documents: [
    { kind: 'selfCertification', status: 'none', url: null },
    { kind: 'W-8BEN', status: 'none', url: null },
    { kind: 'lossOfNationality', status: 'none', url: null },
  ],
};

export const businessValues: BusinessCertificationValues = {
  name: 'Boris Media UAB',
  registrationCountryCode: 'LT',
  placeOfBusinessAddressId: 12,
  registeredAddressId: 12,
  entityType: '',
  giin: '',
  noGiin: false,
  giinMissingReason: '',
  isUsingClientFunds: null,
  isManagedByFinancialInstitution: null,
  isPubliclyTraded: null,
  companySecurityMarket: '',
  companyTicket: '',
  isOwnPubliclyTradedCompany: null,
  companyOwnedByYou: { name: '', market: '', ticker: '' },
  isEarnPassiveIncome: null,
  hasUSIndicia: null,
  isUSTaxPayer: null,
  isDisregardedEntity: null,
  hasSingleNonUSowner: null,
  taxIds: [{ ...emptyTaxIdEntry('LT'), taxId: '304123456' }],
  controllingPersons: [],
};

export const businessView: BusinessCertificationView = {
  values: businessValues,
  addresses,
  saved: false,
  wForm: null,
  documents: [
    { kind: 'selfCertification', status: 'none', url: null },
    { kind: 'W-8BEN-E', status: 'notRequired', url: null },
  ],
};

/** Saved as a passive non-financial company, W-8BEN-E still to sign. */
export const passiveBusinessView: BusinessCertificationView = {
  ...businessView,
  saved: true,
  wForm: 'W-8BEN-E',
  values: {
    ...businessValues,
    entityType: 'general',
    isPubliclyTraded: false,
    isOwnPubliclyTradedCompany: false,
    isEarnPassiveIncome: true,
    hasUSIndicia: false,
    isUSTaxPayer: false,
    isDisregardedEntity: false,
  },
  documents: [
    { kind: 'selfCertification', status: 'none', url: null },
    { kind: 'W-8BEN-E', status: 'none', url: null },
  ],
};
