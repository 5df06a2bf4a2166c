// The document categories of packages/kyc/WIRE.md with their names, the documents' statuses, and what an
// upload must pass, as VF entries: kyc's own rules (@paydeck/kyc/api: the type table, front and back pages,
// type 88 only for RU and UA, the 90-day age of a proof), the same the forms apply.
import {
  allowedForCountry,
  DocumentCategory,
  documentTypeRule,
  documentTypeRules,
  issuedDateProblem,
  pagesProblem,
} from '@paydeck/kyc/api';
import type { ValidationError } from '../../api/answers.ts';

export const categories = [
  { id: 1, name: 'Proof of identity' },
  { id: 2, name: 'Address' },
  { id: 3, name: 'Phone' },
  { id: 4, name: 'Business registration' },
  { id: 5, name: 'Other' },
  { id: 6, name: 'Proof of relationship' },
  { id: 7, name: 'Business address' },
  { id: 8, name: 'Business registration address' },
  { id: 9, name: 'Control document' },
  { id: 10, name: 'Business additional document' },
  { id: 11, name: 'Source of wealth' },
  { id: 12, name: 'Residence permit' },
] as const;

export const documentTypes = documentTypeRules;
export const documentTypeOf = documentTypeRule;

/** Document statuses (spec 3). */
export const DocumentStatus = {
  submitted: 0,
  confirmed: 2,
  canceled: 4,
  deleted: 5,
  rejected: 26,
  underInvestigate: 31,
  expired: 38,
  pending: 41,
  nameMismatch: 64,
} as const;

export const statusNames: Readonly<Record<number, string>> = {
  0: 'submitted',
  2: 'confirmed',
  4: 'canceled',
  5: 'deleted',
  26: 'rejected',
  31: 'under investigate',
  38: 'expired',
  41: 'pending',
  64: 'name mismatch',
};

/** Waiting for the reviewer (spec 4.3: pending, submitted, under investigation). */
export const awaitingReview = (statusId: number): boolean => [0, 41, 31].includes(statusId);
/** Counts as given (the KYC request's identity step): anything but rejected, canceled, deleted, expired. */
export const stillValid = (statusId: number): boolean => ![26, 4, 5, 38].includes(statusId);

export interface UploadCandidate {
  documentTypeId: number;
  /** The category the call uploads for (identity 1, address 2, …); undefined: any. */
  categoryIds?: readonly number[];
  countryCode?: string | undefined;
  issuedDate?: string | undefined;
  hasFront: boolean;
  hasBack: boolean;
  /** The part names of this call's pages: `file`, or `front` and `back`. */
  frontPart: string;
  today: Date;
}

/** The categories whose proofs must carry an issue date (WIRE.md; WIRE-business.md: the place of business). */
const DATED_CATEGORIES: ReadonlySet<number> = new Set([
  DocumentCategory.address,
  DocumentCategory.phone,
  DocumentCategory.businessAddress,
]);

const pagesText = {
  backMissing: 'is required: this document has a front and a back page',
  backNotWanted: 'is not taken: this document has one page',
} as const;

const issuedDateText = {
  format: 'must be a date YYYY-MM-DD',
  future: 'must not be in the future',
  tooOld: 'must be at most 90 days ago for this type',
} as const;

/** What breaks the rules, as VF entries (empty: the upload may be stored). */
export function documentRuleErrors(upload: UploadCandidate): ValidationError[] {
  const rule = documentTypeRule(upload.documentTypeId);
  if (!rule || (upload.categoryIds && !upload.categoryIds.includes(rule.categoryId))) {
    return [{ param: 'documentTypeId', description: 'is not a document type for this upload' }];
  }
  const errors: ValidationError[] = [];
  if (!allowedForCountry(rule, upload.countryCode ?? '')) {
    errors.push({ param: 'countryCode', description: `must be ${rule.countryCodes?.join(' or ')} for this type` });
  }
  const pages = pagesProblem(rule, { front: upload.hasFront, back: upload.hasBack });
  if (pages === 'frontMissing') errors.push({ param: upload.frontPart, description: 'is required' });
  else if (pages) errors.push({ param: 'back', description: pagesText[pages] });
  if (upload.issuedDate) {
    const problem = issuedDateProblem(rule, upload.issuedDate, upload.today.toISOString().slice(0, 10));
    if (problem) errors.push({ param: 'issuedDate', description: issuedDateText[problem] });
  } else if (DATED_CATEGORIES.has(rule.categoryId)) {
    errors.push({ param: 'issuedDate', description: 'is required' });
  }
  return errors;
}
