// File uploads to the method API (PROTOCOL.md 7): `multipart/form-data` with a `data` part (the JSON
// body) and file parts, only for methods that declare the file parts they take (`files` of a method).
// A file's type is judged by its first bytes, never by its name or declared type; a file is at most
// MAX_FILE_BYTES. The body limit of such a call is raised only as far as its files need, and a larger
// body is refused from its Content-Length before anything is read (app.ts).
import type { Context } from 'hono';
import { invalidJson } from './dispatch.ts';
import type { ValidationError } from './answers.ts';
import type { MethodRegistry } from './registry.ts';
import { unsafeTextReason } from './text-rules.ts';

export const MAX_FILE_BYTES = 10_000_000;
const MAX_ISSUES = 10;
/** The `data` part and the multipart framing around the files. */
const FRAMING_BYTES = 64 * 1024;

export type FileType = 'image/jpeg' | 'image/png' | 'application/pdf' | DataFileType;
/** Data files, taken only by methods that declare `dataFiles` (a batch file): their content is judged there. */
export type DataFileType = 'text/csv' | 'application/zip';

export interface UploadedFile {
  /** The part's name (`file`, `front`, `back`). */
  part: string;
  /** The name the browser gave (shown only; never trusted for the type). */
  filename: string;
  contentType: FileType;
  size: number;
  bytes: Uint8Array;
}

export type UploadedFiles = ReadonlyMap<string, UploadedFile>;
export const noFiles: UploadedFiles = new Map();

const signatures: readonly [FileType, readonly number[]][] = [
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]], // %PDF-
];

/** The file's type by its magic number, or null for anything that is not JPEG, PNG or PDF. */
export function sniffFileType(bytes: Uint8Array): FileType | null {
  for (const [type, magic] of signatures) {
    if (bytes.length >= magic.length && magic.every((byte, i) => bytes[i] === byte)) return type;
  }
  return null;
}

export const isMultipart = (c: Context): boolean =>
  (c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');

/** The file parts of the method this request calls, when it is a multipart upload to such a method. */
export function uploadPartsOf(c: Context, registry: MethodRegistry): readonly string[] | undefined {
  if (!isMultipart(c)) return undefined;
  const files = registry.get(c.req.query('method') ?? '')?.files;
  return files && files.length > 0 ? files : undefined;
}

/** The largest body an upload with these file parts may have. */
export const uploadBodyLimit = (parts: readonly string[]): number => parts.length * MAX_FILE_BYTES + FRAMING_BYTES;

export const tooLargeDescription = `must be at most ${MAX_FILE_BYTES.toLocaleString('en')} bytes`;

export interface MultipartCall {
  body: unknown;
  files: UploadedFiles;
  /** What is wrong with the files: answered as VF once the caller is known, before the method runs. */
  issues: ValidationError[];
}

/** A data file's type by its first bytes: a ZIP container (XLSX) or text without NUL bytes (CSV). */
export function sniffDataFileType(bytes: Uint8Array): DataFileType | null {
  if (bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) {
    return 'application/zip';
  }
  return bytes.subarray(0, 4096).includes(0) ? null : 'text/csv';
}

/** Reads a multipart call: the JSON of `data`, and each allowed file part checked. */
export async function readMultipart(c: Context, parts: readonly string[], dataFiles = false): Promise<MultipartCall> {
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch {
    return { body: invalidJson, files: noFiles, issues: [] };
  }
  const issues: ValidationError[] = [];
  const files = new Map<string, UploadedFile>();
  let body: unknown;
  for (const [name, value] of form.entries()) {
    if (issues.length >= MAX_ISSUES) break; // a body of a thousand stray parts gets a short answer
    if (name === 'data') {
      body = typeof value === 'string' && body === undefined ? parseJson(value) : invalidJson;
    } else if (!parts.includes(name) || typeof value === 'string') {
      issues.push({ param: name, description: 'is not a file part of this method' });
    } else if (files.has(name)) {
      issues.push({ param: name, description: 'must be one file' });
    } else {
      const problem = await checkFile(name, value, files, dataFiles);
      if (problem) issues.push(problem);
    }
  }
  return { body, files, issues };
}

async function checkFile(
  part: string,
  file: File,
  files: Map<string, UploadedFile>,
  dataFiles: boolean,
): Promise<ValidationError | undefined> {
  if (file.size === 0) return { param: part, description: 'must not be empty' };
  if (file.size > MAX_FILE_BYTES) return { param: part, description: tooLargeDescription };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const contentType = dataFiles ? sniffDataFileType(bytes) : sniffFileType(bytes);
  if (!contentType) {
    return { param: part, description: dataFiles ? 'must be a CSV or XLSX file' : 'must be a JPEG, PNG or PDF file' };
  }
  const unsafeName = unsafeTextReason(file.name);
  if (unsafeName) return { param: part, description: `file name ${unsafeName}` };
  files.set(part, { part, filename: file.name.slice(0, 200), contentType, size: bytes.length, bytes });
  return undefined;
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return invalidJson;
  }
}
