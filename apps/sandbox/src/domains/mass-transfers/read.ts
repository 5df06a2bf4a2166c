// Reading a mass transfer's rows (MASS-WIRE.md "Mass transfers"): an uploaded CSV or XLSX, or pasted text (CSV
// lines, the header optional), through the sandbox's one table reader (files/table-read.ts, global pay's too): at
// most MAX_BATCH_FILE_BYTES and MAX_BATCH_ROWS, no formulas, no ZIP bomb, the rail's columns in order. A refusal
// is one clear description of the whole input; nothing of it is kept.
import { MAX_MASS_TEXT_CHARS } from '@paydeck/transfers/api';
import type { ValidationError } from '../../api/answers.ts';
import { REFERENCE_MAX } from '../../api/fields.ts';
import type { UploadedFile } from '../../api/uploads.ts';
import { csvTable, readTableFile, type TableRead, type TableRow, toRows } from '../../files/table-read.ts';

export type MassRowCells = TableRow;
export type Read = TableRead;

/** A row's description becomes the transfer's: at most a reference's length, as a single submit's. */
export const descriptionProblem = (cells: MassRowCells): ValidationError | null =>
  (cells.description ?? '').length > REFERENCE_MAX
    ? { param: 'description', description: `must be at most ${REFERENCE_MAX} characters` }
    : null;

/** Pasted text: CSV lines in the rail's column order, the header line optional. */
export function readText(text: string, columns: readonly string[]): Read {
  if (text.length > MAX_MASS_TEXT_CHARS) {
    return { refusal: `must be at most ${MAX_MASS_TEXT_CHARS.toLocaleString('en')} characters` };
  }
  const table = csvTable(text.trim());
  return Array.isArray(table) ? toRows(table, columns, false) : table;
}

/** An uploaded file: an XLSX when its bytes are a ZIP, else a UTF-8 CSV; the header is required. */
export const readFile = (file: UploadedFile, columns: readonly string[]): Promise<Read> => readTableFile(file, columns);
