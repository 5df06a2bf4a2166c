// The document rules of identity spec 5 and the wire contract (WIRE.md "Document types and their rules"):
// front and back pages, type 88 only for RU and UA, the 90-day rule for proofs of address and phone, and the
// file checks (JPEG, PNG or PDF judged by the first bytes, at most 10 MB). Pure: the sandbox shares them.

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
  needsBackPage: boolean;
  /** null: every country. */
  countryCodes: readonly string[] | null;
  mayBeOlderThan90Days: boolean;
}

export const INTERNAL_PASSPORT_TYPE = 88;
const INTERNAL_PASSPORT_COUNTRIES = ['RU', 'UA'] as const;

const type = (
  id: number,
  categoryId: number,
  options: Partial<Pick<DocumentTypeRule, 'needsBackPage' | 'countryCodes' | 'mayBeOlderThan90Days'>> = {},
): DocumentTypeRule => ({
  id,
  categoryId,
  needsBackPage: false,
  countryCodes: null,
  mayBeOlderThan90Days: false,
  ...options,
});

/** The document types of WIRE.md (the sandbox seeds these; `customerDocumentCategories` answers them). */
export const documentTypeRules: readonly DocumentTypeRule[] = [
  type(1, DocumentCategory.identity),
  type(2, DocumentCategory.identity, { needsBackPage: true }),
  type(3, DocumentCategory.identity, { needsBackPage: true }),
  type(INTERNAL_PASSPORT_TYPE, DocumentCategory.identity, {
    needsBackPage: true,
    countryCodes: INTERNAL_PASSPORT_COUNTRIES,
  }),
  type(20, DocumentCategory.address),
  type(21, DocumentCategory.address),
  type(22, DocumentCategory.address, { mayBeOlderThan90Days: true }),
  type(23, DocumentCategory.address, { mayBeOlderThan90Days: true }),
  type(30, DocumentCategory.phone),
  type(40, DocumentCategory.other),
  type(41, DocumentCategory.other, { mayBeOlderThan90Days: true }),
  type(50, DocumentCategory.residencePermit, { needsBackPage: true }),
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

export const MAX_DOCUMENT_AGE_DAYS = 90;
/** The categories whose documents must be recent: proofs of address and of phone. */
const RECENT_CATEGORIES: ReadonlySet<number> = new Set([
  DocumentCategory.address,
  DocumentCategory.phone,
  DocumentCategory.businessAddress,
  DocumentCategory.businessRegistrationAddress,
]);

export type IssuedDateProblem = 'format' | 'future' | 'tooOld';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a `YYYY-MM-DD` date, or undefined when it is not a real date. */
export function dayNumber(date: string): number | undefined {
  const match = DATE.exec(date);
  if (!match) return undefined;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const time = Date.UTC(y, m - 1, d);
  const back = new Date(time);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d) return undefined;
  return time / DAY_MS;
}

/**
 * The issue date of a document: a real date, not in the future, and for a proof of address or phone not more
 * than 90 days before `today` (both `YYYY-MM-DD`) unless its type may be older. Day 90 itself is accepted.
 */
export function issuedDateProblem(
  rule: Pick<DocumentTypeRule, 'categoryId' | 'mayBeOlderThan90Days'>,
  issuedDate: string,
  today: string,
): IssuedDateProblem | null {
  const issued = dayNumber(issuedDate);
  const now = dayNumber(today);
  if (issued === undefined || now === undefined) return 'format';
  if (issued > now) return 'future';
  if (RECENT_CATEGORIES.has(rule.categoryId) && !rule.mayBeOlderThan90Days && now - issued > MAX_DOCUMENT_AGE_DAYS) {
    return 'tooOld';
  }
  return null;
}

/** `YYYY-MM-DD` of a moment, in UTC (the sandbox's and the browser's "today" agree on it). */
export const isoDay = (moment: Date) => moment.toISOString().slice(0, 10);

// --- files ---------------------------------------------------------------------------------------------

/** At most 10 MB a file (10,000,000 bytes: the spec's sizes are base 1000). */
export const MAX_FILE_BYTES = 10_000_000;
/** How many first bytes judge a file's kind. */
export const FILE_HEAD_BYTES = 8;
/** What a person may choose in the file dialog (the content is judged anyway). */
export const ACCEPTED_FILE_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;

export type FileKind = 'jpeg' | 'png' | 'pdf';

const SIGNATURES: readonly { kind: FileKind; bytes: readonly number[] }[] = [
  { kind: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { kind: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { kind: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
];

/** The file's kind by its first bytes (magic numbers), never by its name; null for anything else. */
export function fileKind(head: Uint8Array): FileKind | null {
  return SIGNATURES.find(({ bytes }) => bytes.every((byte, at) => head[at] === byte))?.kind ?? null;
}

export type FileContentProblem = 'empty' | 'tooLarge' | 'notAccepted';

/** The first rule a file breaks: empty, over 10 MB, or not a JPEG, PNG or PDF by content. */
export function fileContentProblem(size: number, head: Uint8Array): FileContentProblem | null {
  if (size === 0) return 'empty';
  if (size > MAX_FILE_BYTES) return 'tooLarge';
  if (fileKind(head) === null) return 'notAccepted';
  return null;
}

/** Reads a file's first bytes and judges it (browser `File` or Node `Blob`). */
export async function checkFile(file: Blob): Promise<FileContentProblem | null> {
  if (file.size > MAX_FILE_BYTES) return 'tooLarge';
  const head = new Uint8Array(await file.slice(0, FILE_HEAD_BYTES).arrayBuffer());
  return fileContentProblem(file.size, head);
}
