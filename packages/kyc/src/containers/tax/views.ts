// From the certification answers to what the screens show and the forms start with.
import type { Address } from '../../api/schemas';
import type {
  BusinessCertification,
  CertifyingRepresentative,
  FormDocument,
  PersonalCertification,
} from '../../api/tax';
import type { AddressChoice } from '../../components/tax/BusinessCertificationForm';
import type { BusinessCertificationView } from '../../components/tax/BusinessSelfCertificationScreen';
import type { CertificationDocument, CertificationDocumentKind } from '../../components/tax/CertificationDocuments';
import type { RepresentativeCertificationView } from '../../components/tax/RepresentativeSelfCertificationScreen';
import type { PersonalCertificationView } from '../../components/tax/SelfCertificationScreen';
import { needsLossOfNationality } from '../../model/tax-classification';
import { emptyControllingPerson } from '../../model/tax-payload';
import { emptyTaxIdEntry, taxIdFromWire } from '../../model/tax-tin';

type AddressLike = Pick<Address, 'addressId' | 'address1' | 'city' | 'postalCode' | 'countryCode'>;
export const addressChoice = (address: AddressLike): AddressChoice => ({
  addressId: address.addressId,
  label: [address.address1, address.postalCode, address.city, address.countryCode].filter(Boolean).join(', '),
});

const documentsOf = (entries: [CertificationDocumentKind, FormDocument][]): CertificationDocument[] =>
  entries.map(([kind, document]) => ({ kind, status: document.status, url: document.url }));

/** The answers were given (an update happened): the US taxpayer question is answered only by one. */
const isSaved = (certification: { isUSTaxPayer: boolean | null }) => certification.isUSTaxPayer !== null;

/** A first certification starts with one tax residence: the residence country the person or company gave. */
const taxIdsOr = (taxIds: PersonalCertification['taxIds'], countryCode: string | null | undefined) =>
  taxIds.length > 0 ? taxIds.map(taxIdFromWire) : [emptyTaxIdEntry(countryCode ?? '')];

export function personalView(
  certification: PersonalCertification,
  addresses: readonly AddressLike[],
  residenceCountryCode?: string | null,
): PersonalCertificationView {
  const values = {
    dateOfBirth: certification.dateOfBirth ?? '',
    countryOfBirth: certification.countryOfBirth ?? '',
    cityOfBirth: certification.cityOfBirth ?? '',
    citizenship: certification.citizenship ?? '',
    addressId: certification.addressId ?? addresses[0]?.addressId ?? null,
    hasUSIndicia: certification.hasUSIndicia,
    isUSTaxPayer: certification.isUSTaxPayer,
    taxIds: taxIdsOr(certification.taxIds, residenceCountryCode ?? addresses[0]?.countryCode),
  };
  const saved = isSaved(certification);
  return {
    values,
    addresses: addresses.map(addressChoice),
    saved,
    wForm: certification.requiredForm,
    needsLossOfNationality: saved && needsLossOfNationality(values),
    documents: documentsOf([
      ['selfCertification', certification.taxResidencySelfCertificationDocument],
      ['W-8BEN', certification.w8benDocument],
      ['W-9', certification.w9Document],
      ['lossOfNationality', certification.certificateOfLossOfNationalityDocument],
    ]),
  };
}

export const representativeView = (answer: {
  certification: PersonalCertification;
  representative: CertifyingRepresentative;
}): RepresentativeCertificationView => ({
  ...personalView(answer.certification, []),
  firstName: answer.representative.firstName ?? '',
  companyName: answer.representative.companyName,
});

/** What the business view reads of the company info (its name, country and addresses). */
export interface CompanyBasics {
  name: string | null;
  registrationCountryCode: string | null;
  addresses: readonly AddressLike[];
}

export function businessView(certification: BusinessCertification, company?: CompanyBasics): BusinessCertificationView {
  const addresses = company?.addresses ?? [];
  const registrationCountryCode = certification.registrationCountryCode ?? company?.registrationCountryCode ?? '';
  return {
    values: {
      name: certification.name ?? company?.name ?? '',
      registrationCountryCode,
      placeOfBusinessAddressId: certification.placeOfBusinessAddressId,
      registeredAddressId: certification.registeredAddressId,
      entityType: certification.entityType ?? '',
      giin: certification.giin ?? '',
      noGiin: !certification.giin && !!certification.giinMissingReason,
      giinMissingReason: certification.giinMissingReason ?? '',
      isUsingClientFunds: certification.isUsingClientFunds,
      isManagedByFinancialInstitution: certification.isManagedByFinancialInstitution,
      isPubliclyTraded: certification.isPubliclyTraded,
      companySecurityMarket: certification.companySecurityMarket ?? '',
      companyTicket: certification.companyTicket ?? '',
      isOwnPubliclyTradedCompany: certification.isOwnPubliclyTradedCompany,
      companyOwnedByYou: certification.companyOwnedByYou ?? { name: '', market: '', ticker: '' },
      isEarnPassiveIncome: certification.isEarnPassiveIncome,
      hasUSIndicia: certification.hasUSIndicia,
      isUSTaxPayer: certification.isUSTaxPayer,
      isDisregardedEntity: certification.isDisregardedEntity,
      hasSingleNonUSowner: certification.hasSingleNonUSowner,
      taxIds: taxIdsOr(certification.taxIds, registrationCountryCode),
      controllingPersons: certification.controllingPersons.map((person) => ({
        ...emptyControllingPerson(),
        firstName: person.firstName,
        lastName: person.lastName,
        dateOfBirth: person.dateOfBirth ?? '',
        countryOfBirth: person.countryOfBirth ?? '',
        cityOfBirth: person.cityOfBirth ?? '',
        ...(person.address ?? {}),
        taxIds: taxIdsOr(person.taxIds, person.address?.countryCode),
      })),
    },
    addresses: addresses.map(addressChoice),
    saved: certification.entityType !== null,
    wForm: certification.requiredForm,
    documents: documentsOf([
      ['selfCertification', certification.taxResidencySelfCertificationDocument],
      ['W-8BEN-E', certification.w8beneDocument],
      ['W-8BEN', certification.w8benDocument],
      ['W-9', certification.w9Document],
    ]),
  };
}
