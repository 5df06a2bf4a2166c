// The company action counter (identity spec 5): how many things a company still has to do, and which. Pure: the
// sandbox shares it (`@paydeck/kyc/api`), the company pages show the count and the list.
import { isRepresentativeActionRequired, type RepresentativeDocumentStatuses } from './company-representatives';

/** The company fields that must not be empty (spec 5, in its order). */
export const requiredCompanyFields = [
  'name',
  'registrationCountryCode',
  'tradingName',
  'email',
  'registrationNumber',
  'registrationDate',
  'businessTaxId',
  'phoneNumber',
  'website',
] as const;
export type RequiredCompanyField = (typeof requiredCompanyFields)[number];

/** What the counter reads of the business company info and its representatives. */
export interface CompanyActionInput {
  /** The company's own action flag. */
  isActionRequired: boolean;
  company: Partial<Record<Exclude<RequiredCompanyField, 'phoneNumber'>, string | null | undefined>> & {
    phone?: { number?: string | null | undefined } | null | undefined;
    corporateDocumentsStatus?: number | null | undefined;
    additionalDocumentsStatus?: number | null | undefined;
    addresses: readonly { addressId: number; uploadedDocuments: readonly { statusId: number }[] }[];
  };
  representatives: readonly (RepresentativeDocumentStatuses & { id: number })[];
}

export type CompanyAction =
  | { kind: 'flag' }
  | { kind: 'corporateDocuments' }
  | { kind: 'additionalDocuments' }
  | { kind: 'addressDocuments'; addressId: number }
  | { kind: 'representative'; representativeId: number }
  | { kind: 'field'; field: RequiredCompanyField };

/** Corporate and additional documents ask nothing more in status 1 or 2 (spec 5). */
const SETTLED_SET_STATUSES: ReadonlySet<number> = new Set([1, 2]);
/** An address's uploaded documents ask nothing more while submitted 0 or confirmed 2 (spec 5). */
const SETTLED_ADDRESS_DOCUMENT_STATUSES: ReadonlySet<number> = new Set([0, 2]);

const isEmpty = (value: string | null | undefined) => value === null || value === undefined || value.trim() === '';

function fieldValue(company: CompanyActionInput['company'], field: RequiredCompanyField) {
  return field === 'phoneNumber' ? company.phone?.number : company[field];
}

/**
 * Every action the company still owes, in the spec's order: the action flag; corporate, then additional documents
 * not in status 1 or 2 (a set without a status counts too); each address with a document not in status 0 or 2;
 * each representative needing action; each empty required field.
 */
export function companyActions({ isActionRequired, company, representatives }: CompanyActionInput): CompanyAction[] {
  const actions: CompanyAction[] = [];
  if (isActionRequired) actions.push({ kind: 'flag' });
  if (!SETTLED_SET_STATUSES.has(company.corporateDocumentsStatus ?? -1)) actions.push({ kind: 'corporateDocuments' });
  if (!SETTLED_SET_STATUSES.has(company.additionalDocumentsStatus ?? -1)) {
    actions.push({ kind: 'additionalDocuments' });
  }
  for (const address of company.addresses) {
    if (address.uploadedDocuments.some((document) => !SETTLED_ADDRESS_DOCUMENT_STATUSES.has(document.statusId))) {
      actions.push({ kind: 'addressDocuments', addressId: address.addressId });
    }
  }
  for (const representative of representatives) {
    if (isRepresentativeActionRequired(representative)) {
      actions.push({ kind: 'representative', representativeId: representative.id });
    }
  }
  for (const field of requiredCompanyFields) {
    if (isEmpty(fieldValue(company, field))) actions.push({ kind: 'field', field });
  }
  return actions;
}

/** The company action counter (spec 5). */
export const companyActionCount = (input: CompanyActionInput) => companyActions(input).length;
