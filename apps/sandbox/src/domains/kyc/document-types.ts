// The document categories and types of packages/kyc/WIRE.md, their statuses, and the pure rules an
// upload must pass (front and back pages, type 88 only for RU and UA, the 90-day age of a proof).
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

export interface DocumentType {
  id: number;
  categoryId: number;
  name: string;
  needsBackPage: boolean;
  /** null: every country. */
  countryCodes: readonly string[] | null;
  mayBeOlderThan90Days: boolean;
}

const type = (
  id: number,
  categoryId: number,
  name: string,
  options: Partial<Pick<DocumentType, 'needsBackPage' | 'countryCodes' | 'mayBeOlderThan90Days'>> = {},
): DocumentType => ({
  id,
  categoryId,
  name,
  needsBackPage: options.needsBackPage ?? false,
  countryCodes: options.countryCodes ?? null,
  mayBeOlderThan90Days: options.mayBeOlderThan90Days ?? false,
});

const old = { mayBeOlderThan90Days: true };

export const documentTypes: readonly DocumentType[] = [
  type(1, 1, 'Passport'),
  type(2, 1, 'National identity card', { needsBackPage: true }),
  type(3, 1, 'Driving licence', { needsBackPage: true }),
  type(88, 1, 'Internal passport', { needsBackPage: true, countryCodes: ['RU', 'UA'] }),
  type(20, 2, 'Utility bill'),
  type(21, 2, 'Bank statement'),
  type(22, 2, 'Tax notice', { mayBeOlderThan90Days: true }),
  type(23, 2, 'Tenancy agreement', { mayBeOlderThan90Days: true }),
  type(30, 3, 'Phone bill'),
  type(40, 5, 'Other document'),
  type(41, 5, 'Source of funds', { mayBeOlderThan90Days: true }),
  type(50, 12, 'Residence permit', { needsBackPage: true }),
  // Companies and tax (packages/kyc/WIRE-business.md); † there: may be older than 90 days.
  type(42, 5, 'Certificate of loss of nationality', old),
  type(60, 4, 'Certificate of incorporation', old),
  type(61, 4, 'Articles of association', old),
  type(62, 4, 'Register of directors', old),
  type(63, 4, 'Register of shareholders', old),
  type(64, 4, 'Certificate of good standing'),
  type(70, 7, 'Business utility bill'),
  type(71, 7, 'Business bank statement'),
  type(72, 7, 'Business lease agreement', old),
  type(75, 8, 'Extract from the business register', old),
  type(76, 8, 'Registered office certificate', old),
  type(80, 9, 'Shareholder register extract', old),
  type(81, 9, 'Power of attorney', old),
  type(82, 9, 'Trust deed', old),
  type(83, 9, 'Board resolution', old),
  type(90, 10, 'Business licence', old),
  type(91, 10, 'Financial statements', old),
  type(92, 10, 'AML policy', old),
  type(93, 10, 'Other business document', old),
  type(95, 11, 'Audited accounts', old),
  type(96, 11, 'Bank statements (12 months)'),
  type(97, 11, 'Investment agreement', old),
  type(98, 11, 'Loan agreement', old),
];

export const documentTypeOf = (id: number): DocumentType | undefined => documentTypes.find((t) => t.id === id);

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

const DAY = 86_400_000;

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

/** What breaks the rules, as VF entries (empty: the upload may be stored). */
export function documentRuleErrors(upload: UploadCandidate): ValidationError[] {
  const errors: ValidationError[] = [];
  const docType = documentTypeOf(upload.documentTypeId);
  if (!docType || (upload.categoryIds && !upload.categoryIds.includes(docType.categoryId))) {
    return [{ param: 'documentTypeId', description: 'is not a document type for this upload' }];
  }
  const country = upload.countryCode?.toUpperCase();
  if (docType.countryCodes && !(country && docType.countryCodes.includes(country))) {
    errors.push({ param: 'countryCode', description: `must be ${docType.countryCodes.join(' or ')} for this type` });
  }
  if (!upload.hasFront) errors.push({ param: upload.frontPart, description: 'is required' });
  if (docType.needsBackPage && !upload.hasBack) {
    errors.push({ param: 'back', description: 'is required: this document has a front and a back page' });
  }
  if (!docType.needsBackPage && upload.hasBack) {
    errors.push({ param: 'back', description: 'is not taken: this document has one page' });
  }
  if (docType.categoryId === 2 || docType.categoryId === 3) {
    if (!upload.issuedDate) errors.push({ param: 'issuedDate', description: 'is required' });
    else if (!docType.mayBeOlderThan90Days && ageInDays(upload.issuedDate, upload.today) > 90) {
      errors.push({ param: 'issuedDate', description: 'must be at most 90 days ago for this type' });
    }
  }
  if (upload.issuedDate && ageInDays(upload.issuedDate, upload.today) < 0) {
    errors.push({ param: 'issuedDate', description: 'must not be in the future' });
  }
  return errors;
}

function ageInDays(date: string, today: Date): number {
  const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Math.floor((start - Date.parse(`${date}T00:00:00Z`)) / DAY);
}
