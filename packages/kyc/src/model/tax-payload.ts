// The certification forms' values and what they send: only the answers of the questions that apply (a question
// hidden by an earlier answer sends nothing), tax ids by the TIN rules, controlling persons only when needed.
import {
  type Answer,
  businessQuestions,
  type ClassificationAnswers,
  type EntityType,
  needsControllingPersons,
} from './tax-classification';
import { emptyTaxIdEntry, type TaxIdEntry, type TaxIdWire, taxIdForWire } from './tax-tin';

export interface ControllingPersonValues {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  countryOfBirth: string;
  cityOfBirth: string;
  address1: string;
  city: string;
  postalCode: string;
  countryCode: string;
  taxIds: TaxIdEntry[];
}

export interface BusinessCertificationValues extends ClassificationAnswers {
  name: string;
  placeOfBusinessAddressId: number | null;
  registeredAddressId: number | null;
  giin: string;
  /** The company has no GIIN and says why instead. */
  noGiin: boolean;
  giinMissingReason: string;
  isUsingClientFunds: Answer;
  companySecurityMarket: string;
  companyTicket: string;
  companyOwnedByYou: { name: string; market: string; ticker: string };
  hasUSIndicia: Answer;
  hasSingleNonUSowner: Answer;
  taxIds: TaxIdEntry[];
  controllingPersons: ControllingPersonValues[];
}

export interface PersonalCertificationValues {
  dateOfBirth: string;
  countryOfBirth: string;
  cityOfBirth: string;
  citizenship: string;
  addressId: number | null;
  hasUSIndicia: Answer;
  isUSTaxPayer: Answer;
  taxIds: TaxIdEntry[];
}

export const emptyControllingPerson = (): ControllingPersonValues => ({
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  countryOfBirth: '',
  cityOfBirth: '',
  address1: '',
  city: '',
  postalCode: '',
  countryCode: '',
  taxIds: [emptyTaxIdEntry()],
});

export interface ControllingPersonWire {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  countryOfBirth: string;
  cityOfBirth: string;
  address: { address1: string; city: string; postalCode: string; countryCode: string };
  taxIds: TaxIdWire[];
}

export interface BusinessCertificationPayload {
  name: string;
  registrationCountryCode: string;
  entityType: EntityType;
  placeOfBusinessAddressId?: number;
  registeredAddressId?: number;
  isFinancialInstitution: boolean;
  giin?: string;
  giinMissingReason?: string;
  isUsingClientFunds?: boolean;
  isManagedByFinancialInstitution?: boolean;
  isPubliclyTraded?: boolean;
  companySecurityMarket?: string;
  companyTicket?: string;
  isOwnPubliclyTradedCompany?: boolean;
  companyOwnedByYou?: { name: string; market: string; ticker: string };
  isEarnPassiveIncome?: boolean;
  hasUSIndicia?: boolean;
  isUSTaxPayer?: boolean;
  isDisregardedEntity?: boolean;
  hasSingleNonUSowner?: boolean;
  taxIds: TaxIdWire[];
  controllingPersons: ControllingPersonWire[];
}

const answer = (value: Answer) => (value === null ? undefined : value);
const text = (value: string) => value.trim();

export const controllingPersonForWire = (person: ControllingPersonValues): ControllingPersonWire => ({
  firstName: text(person.firstName),
  lastName: text(person.lastName),
  dateOfBirth: person.dateOfBirth,
  countryOfBirth: person.countryOfBirth,
  cityOfBirth: text(person.cityOfBirth),
  address: {
    address1: text(person.address1),
    city: text(person.city),
    postalCode: text(person.postalCode),
    countryCode: person.countryCode,
  },
  taxIds: person.taxIds.map(taxIdForWire),
});

/** The business certification update's payload (the form has been validated; entityType is chosen). */
export function businessCertificationPayload(values: BusinessCertificationValues): BusinessCertificationPayload {
  const shown = new Set(businessQuestions(values));
  const entityType = values.entityType as EntityType;
  const payload: BusinessCertificationPayload = {
    name: text(values.name),
    registrationCountryCode: values.registrationCountryCode,
    entityType,
    isFinancialInstitution: entityType === 'financial-institution',
    hasUSIndicia: answer(values.hasUSIndicia),
    isUSTaxPayer: answer(values.isUSTaxPayer),
    isDisregardedEntity: answer(values.isDisregardedEntity),
    taxIds: values.taxIds.map(taxIdForWire),
    controllingPersons: needsControllingPersons(values) ? values.controllingPersons.map(controllingPersonForWire) : [],
  };
  if (values.placeOfBusinessAddressId !== null) payload.placeOfBusinessAddressId = values.placeOfBusinessAddressId;
  if (values.registeredAddressId !== null) payload.registeredAddressId = values.registeredAddressId;
  if (shown.has('giin')) {
    if (values.noGiin) payload.giinMissingReason = text(values.giinMissingReason);
    else payload.giin = text(values.giin).toUpperCase();
  }
  if (shown.has('isUsingClientFunds')) payload.isUsingClientFunds = answer(values.isUsingClientFunds);
  if (shown.has('isManagedByFinancialInstitution'))
    payload.isManagedByFinancialInstitution = answer(values.isManagedByFinancialInstitution);
  if (shown.has('isPubliclyTraded')) payload.isPubliclyTraded = answer(values.isPubliclyTraded);
  if (shown.has('publicListing')) {
    payload.companySecurityMarket = text(values.companySecurityMarket);
    payload.companyTicket = text(values.companyTicket);
  }
  if (shown.has('isOwnPubliclyTradedCompany'))
    payload.isOwnPubliclyTradedCompany = answer(values.isOwnPubliclyTradedCompany);
  if (shown.has('companyOwnedByYou')) {
    const { name, market, ticker } = values.companyOwnedByYou;
    payload.companyOwnedByYou = { name: text(name), market: text(market), ticker: text(ticker) };
  }
  if (shown.has('isEarnPassiveIncome')) payload.isEarnPassiveIncome = answer(values.isEarnPassiveIncome);
  if (shown.has('hasSingleNonUSowner')) payload.hasSingleNonUSowner = answer(values.hasSingleNonUSowner);
  return payload;
}

export interface PersonalCertificationPayload {
  dateOfBirth: string;
  countryOfBirth: string;
  cityOfBirth: string;
  citizenship: string;
  addressId?: number;
  hasUSIndicia: boolean;
  isUSTaxPayer: boolean;
  taxIds: TaxIdWire[];
}

/** The personal (and representative) certification update's payload. */
export function personalCertificationPayload(values: PersonalCertificationValues): PersonalCertificationPayload {
  const payload: PersonalCertificationPayload = {
    dateOfBirth: values.dateOfBirth,
    countryOfBirth: values.countryOfBirth,
    cityOfBirth: text(values.cityOfBirth),
    citizenship: values.citizenship,
    hasUSIndicia: values.hasUSIndicia === true,
    isUSTaxPayer: values.isUSTaxPayer === true,
    taxIds: values.taxIds.map(taxIdForWire),
  };
  if (values.addressId !== null) payload.addressId = values.addressId;
  return payload;
}
