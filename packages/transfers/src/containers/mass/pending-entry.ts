// The pending mass transfer as it is kept in the tab's sessionStorage (MASS-WIRE.md "Screens"): the rail, the
// account, the batch name, and the pasted text or the file (its bytes as base64, its name and type), so that a
// reload of the confirm screen asks the summary again. A file over MAX_KEPT_FILE_BYTES keeps its name only: the
// confirm screen works until a reload, then asks for the file again. What is read back is parsed; anything
// damaged is nothing (never a crash).
import * as v from 'valibot';
import { MAX_MASS_TEXT_CHARS, massTransferRails } from '../../model/mass-transfer';

/** The most file bytes kept for a reload (the upload form's own limit: every file it takes is kept). */
export const MAX_KEPT_FILE_BYTES = 2_000_000;

const StoredFile = v.object({
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(255)),
  type: v.pipe(v.string(), v.maxLength(200)),
  /** Null: the file was too large to keep (its name is kept to ask for it again). */
  base64: v.nullable(v.pipe(v.string(), v.base64())),
});

export const StoredMassSchema = v.pipe(
  v.object({
    version: v.literal(1),
    id: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
    /** Whose batch it is: the customer acted for (a company switch or another person finds nothing). */
    owner: v.pipe(v.string(), v.minLength(1)),
    rail: v.picklist(massTransferRails),
    accountId: v.pipe(v.number(), v.integer(), v.minValue(1)),
    accountNumber: v.string(),
    batchName: v.pipe(v.string(), v.maxLength(100)),
    fromEmailId: v.nullable(v.string()),
    text: v.nullable(v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_MASS_TEXT_CHARS))),
    file: v.nullable(StoredFile),
    /** The Idempotency-Key of the last submit sent: a reload sends the same batch with the same key. */
    submitKey: v.nullable(v.pipe(v.string(), v.minLength(1), v.maxLength(200))),
  }),
  v.check((entry) => (entry.text === null) !== (entry.file === null), 'exactly one of text and file'),
);
export type StoredMass = v.InferOutput<typeof StoredMassSchema>;

/** The stored entry, or null when there is none or it is damaged (not JSON, not this shape). */
export function parseStoredMass(raw: string | null): StoredMass | null {
  if (raw === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = v.safeParse(StoredMassSchema, json);
  return parsed.success ? parsed.output : null;
}

const CHUNK = 0x8000;

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(start, start + CHUNK));
  }
  return btoa(binary);
}

export const base64ToBytes = (base64: string): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));

/** The file as kept: its bytes when at most `maxBytes`, else only its name and type. */
export async function storedFileOf(file: Blob & { name: string }, maxBytes = MAX_KEPT_FILE_BYTES) {
  const base64 = file.size <= maxBytes ? bytesToBase64(new Uint8Array(await file.arrayBuffer())) : null;
  return { name: file.name, type: file.type, base64 };
}

/** The file read back, or null when its bytes were not kept. */
export const fileOfStored = (stored: StoredMass['file']): File | null =>
  stored?.base64 == null ? null : new File([base64ToBytes(stored.base64)], stored.name, { type: stored.type });
