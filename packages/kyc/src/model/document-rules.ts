// The document rules of identity spec 5 and the wire contract (WIRE.md "Document types and their rules") that
// are not the type table (api/document-types.ts): the 90-day rule for proofs of address and phone, and the file
// checks (JPEG, PNG or PDF judged by the first bytes, at most 10 MB). Pure: the sandbox shares them.
import { daysBetween, parseIsoDay } from '@paydeck/api-client/calendar';
import { DocumentCategory, type DocumentTypeRule } from '../api/document-types';

export const MAX_DOCUMENT_AGE_DAYS = 90;
/** The categories whose documents must be recent: proofs of address and of phone. */
const RECENT_CATEGORIES: ReadonlySet<number> = new Set([
  DocumentCategory.address,
  DocumentCategory.phone,
  DocumentCategory.businessAddress,
  DocumentCategory.businessRegistrationAddress,
]);

export type IssuedDateProblem = 'format' | 'future' | 'tooOld';

/**
 * The issue date of a document: a real date, not in the future, and for a proof of address or phone not more
 * than 90 days before `today` (both `YYYY-MM-DD`) unless its type may be older. Day 90 itself is accepted.
 */
export function issuedDateProblem(
  rule: Pick<DocumentTypeRule, 'categoryId' | 'mayBeOlderThan90Days'>,
  issuedDate: string,
  today: string,
): IssuedDateProblem | null {
  const issued = parseIsoDay(issuedDate);
  const now = parseIsoDay(today);
  if (!issued || !now) return 'format';
  const age = daysBetween(issued, now);
  if (age < 0) return 'future';
  if (RECENT_CATEGORIES.has(rule.categoryId) && !rule.mayBeOlderThan90Days && age > MAX_DOCUMENT_AGE_DAYS) {
    return 'tooOld';
  }
  return null;
}

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
