// The document types of WIRE.md and WIRE-business.md and their rules (identity spec 5): front and back pages,
// type 88 only for RU and UA, the types that may be older than 90 days. Pure and React-free: the forms and the
// sandbox (its `customerDocumentCategories` answer and every upload) read this one table.

/** The document categories, in the spec's order (ids fixed by WIRE.md). */
export const DocumentCategory = {
  identity: 1,
  address: 2,
  phone: 3,
  businessRegistration: 4,
  other: 5,
  relationship: 6,
  businessAddress: 7,
  businessRegistrationAddress: 8,
  controlDocument: 9,
  businessAdditional: 10,
  sourceOfWealth: 11,
  residencePermit: 12,
} as const;
export type DocumentCategoryName = keyof typeof DocumentCategory;

/** What the rules need to know of a document type (a `customerDocumentCategories` entry has these fields). */
export interface DocumentTypeRule {
  id: number;
  categoryId: number;
  /** The English name `customerDocumentCategories` answers. */
  name: string;
  needsBackPage: boolean;
  /** null: every country. */
  countryCodes: readonly string[] | null;
  mayBeOlderThan90Days: boolean;
}

export const INTERNAL_PASSPORT_TYPE = 88;
const INTERNAL_PASSPORT_COUNTRIES = ['RU', 'UA'] as const;

type Options = Partial<Pick<DocumentTypeRule, 'needsBackPage' | 'countryCodes' | 'mayBeOlderThan90Days'>>;

const type = (id: number, categoryId: number, name: string, options: Options = {}): DocumentTypeRule => ({
  id,
  categoryId,
  name,
  needsBackPage: false,
  countryCodes: null,
  mayBeOlderThan90Days: false,
  ...options,
});

const twoPages = { needsBackPage: true };
/** † in WIRE-business.md: may be older than 90 days. */
const old = { mayBeOlderThan90Days: true };
const { identity, address, phone, other, residencePermit } = DocumentCategory;
const { businessRegistration, businessAddress, businessRegistrationAddress } = DocumentCategory;
const { controlDocument, businessAdditional, sourceOfWealth } = DocumentCategory;

/** Every document type (the sandbox seeds these; `customerDocumentCategories` answers them). */
export const documentTypeRules: readonly DocumentTypeRule[] = [
  type(1, identity, 'Passport'),
  type(2, identity, 'National identity card', twoPages),
  type(3, identity, 'Driving licence', twoPages),
  type(INTERNAL_PASSPORT_TYPE, identity, 'Internal passport', {
    ...twoPages,
    countryCodes: INTERNAL_PASSPORT_COUNTRIES,
  }),
  type(20, address, 'Utility bill'),
  type(21, address, 'Bank statement'),
  type(22, address, 'Tax notice', old),
  type(23, address, 'Tenancy agreement', old),
  type(30, phone, 'Phone bill'),
  type(40, other, 'Other document'),
  type(41, other, 'Source of funds', old),
  type(50, residencePermit, 'Residence permit', twoPages),
  // Companies and tax (WIRE-business.md).
  type(42, other, 'Certificate of loss of nationality', old),
  type(60, businessRegistration, 'Certificate of incorporation', old),
  type(61, businessRegistration, 'Articles of association', old),
  type(62, businessRegistration, 'Register of directors', old),
  type(63, businessRegistration, 'Register of shareholders', old),
  type(64, businessRegistration, 'Certificate of good standing'),
  type(70, businessAddress, 'Business utility bill'),
  type(71, businessAddress, 'Business bank statement'),
  type(72, businessAddress, 'Business lease agreement', old),
  type(75, businessRegistrationAddress, 'Extract from the business register', old),
  type(76, businessRegistrationAddress, 'Registered office certificate', old),
  type(80, controlDocument, 'Shareholder register extract', old),
  type(81, controlDocument, 'Power of attorney', old),
  type(82, controlDocument, 'Trust deed', old),
  type(83, controlDocument, 'Board resolution', old),
  type(90, businessAdditional, 'Business licence', old),
  type(91, businessAdditional, 'Financial statements', old),
  type(92, businessAdditional, 'AML policy', old),
  type(93, businessAdditional, 'Other business document', old),
  type(95, sourceOfWealth, 'Audited accounts', old),
  type(96, sourceOfWealth, 'Bank statements (12 months)'),
  type(97, sourceOfWealth, 'Investment agreement', old),
  type(98, sourceOfWealth, 'Loan agreement', old),
];

export const documentTypeRule = (id: number) => documentTypeRules.find((rule) => rule.id === id);

/** Whether a document of this type may come from this country: type 88 only RU and UA, whatever the list says. */
export function allowedForCountry(rule: Pick<DocumentTypeRule, 'id' | 'countryCodes'>, countryCode: string): boolean {
  const code = countryCode.trim().toUpperCase();
  if (rule.id === INTERNAL_PASSPORT_TYPE && !(INTERNAL_PASSPORT_COUNTRIES as readonly string[]).includes(code)) {
    return false;
  }
  return rule.countryCodes === null || rule.countryCodes.includes(code);
}

export type PagesProblem = 'frontMissing' | 'backMissing' | 'backNotWanted';

/** A front-and-back type needs both pages; a one-page type takes the front only. */
export function pagesProblem(
  rule: Pick<DocumentTypeRule, 'needsBackPage'>,
  pages: { front: boolean; back: boolean },
): PagesProblem | null {
  if (!pages.front) return 'frontMissing';
  if (rule.needsBackPage && !pages.back) return 'backMissing';
  if (!rule.needsBackPage && pages.back) return 'backNotWanted';
  return null;
}
