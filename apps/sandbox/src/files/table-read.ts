// Reading an uploaded table (a global pay batch file, a mass transfer's file or pasted rows; MASS-WIRE.md
// "Batch files", "Mass transfers"): a CSV (papaparse) or an XLSX (exceljs), the given columns in order, at most
// MAX_BATCH_FILE_BYTES and MAX_BATCH_ROWS rows, no formulas, each cell one line of safe text (api/text-rules.ts) of
// at most MAX_CELL_CHARS characters. A table that breaks any of these is refused whole with
// one clear description (the answer puts the part's name before it: `attachedFile: …`, `file: …`); nothing of it
// is kept. An XLSX is a ZIP: its entries are counted and inflated (fflate, streaming) up to a cap before exceljs
// reads it, so a ZIP bomb is refused before parsing. One reader for both domains, so their limits and words agree.
import { looksLikeFormula, MAX_BATCH_ROWS } from '@paydeck/transfers/api';
import ExcelJS from 'exceljs';
import { Unzip, UnzipInflate } from 'fflate';
import Papa from 'papaparse';
import { unsafeTextReason } from '../api/text-rules.ts';
import type { UploadedFile } from '../api/uploads.ts';

/** A batch file is at most this large (1,000 rows of a rail's cells fit in a fraction of it). */
export const MAX_BATCH_FILE_BYTES = 2_000_000;
/** The most an XLSX may inflate to, all entries together, and the most entries it may hold. */
export const MAX_XLSX_INFLATED_BYTES = 20_000_000;
export const MAX_XLSX_ENTRIES = 200;
/** The most characters of one cell (as global pay's row edits allow). */
export const MAX_CELL_CHARS = 300;

export type TableRow = Record<string, string>;
export type TableRead = { rows: TableRow[] } | { refusal: string };
type Table = string[][] | { refusal: string };

const tooManyRows = `must have at most ${MAX_BATCH_ROWS.toLocaleString('en')} payment rows`;
const formulaAt = (row: number) => `must not contain formulas (row ${row})`;
const unreadableXlsx = 'is not a readable XLSX file';
const isHeader = (cells: readonly string[], columns: readonly string[]) =>
  cells.length === columns.length && columns.every((column, i) => cells[i]?.trim() === column);

/** A cell is one line of text (fields.ts' free-text rule) of at most MAX_CELL_CHARS characters. */
function cellRefusal(row: TableRow, line: number): string | undefined {
  for (const [column, cell] of Object.entries(row)) {
    const unsafe = unsafeTextReason(cell);
    if (unsafe) return `row ${line}, ${column}: ${unsafe}`;
    if (cell.length > MAX_CELL_CHARS) return `row ${line}, ${column}: must be at most ${MAX_CELL_CHARS} characters`;
  }
  return undefined;
}

/** The table's rows by column; the header is required in a file, optional in pasted text. */
export function toRows(
  table: readonly (readonly string[])[],
  columns: readonly string[],
  headerRequired: boolean,
): TableRead {
  const hasHeader = table[0] !== undefined && isHeader(table[0], columns);
  if (headerRequired && !hasHeader) return { refusal: `must have the columns ${columns.join(', ')}, in this order` };
  const body = hasHeader ? table.slice(1) : table;
  if (body.length === 0) return { refusal: 'has no payment rows' };
  if (body.length > MAX_BATCH_ROWS) return { refusal: tooManyRows };
  const rows: TableRow[] = [];
  for (const [index, cells] of body.entries()) {
    const line = index + (hasHeader ? 2 : 1);
    if (cells.length !== columns.length) return { refusal: `row ${line} must have ${columns.length} cells` };
    if (cells.some(looksLikeFormula)) return { refusal: formulaAt(line) };
    const row = Object.fromEntries(columns.map((column, i) => [column, (cells[i] ?? '').trim()]));
    const refusal = cellRefusal(row, line);
    if (refusal) return { refusal };
    rows.push(row);
  }
  return { rows };
}

/** CSV text as a table (empty lines skipped); more lines than rows allowed are refused before parsing. */
export function csvTable(text: string): Table {
  // header, rows and a trailing newline
  if (text.split('\n', MAX_BATCH_ROWS + 3).length > MAX_BATCH_ROWS + 2) return { refusal: tooManyRows };
  const result = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  const error = result.errors.find((e) => e.type !== 'Delimiter');
  return error ? { refusal: `is not well-formed CSV (row ${(error.row ?? 0) + 1})` } : result.data;
}

class Inflated extends Error {}

/** Null when the ZIP inflates within the caps (counted while inflating, never trusting declared sizes). */
export function zipBombRefusal(bytes: Uint8Array): string | null {
  let entries = 0;
  let inflated = 0;
  const unzip = new Unzip((file) => {
    entries += 1;
    if (entries > MAX_XLSX_ENTRIES || (file.originalSize ?? 0) > MAX_XLSX_INFLATED_BYTES) throw new Inflated();
    file.ondata = (error, chunk) => {
      if (error) throw error;
      inflated += chunk.length;
      if (inflated > MAX_XLSX_INFLATED_BYTES) throw new Inflated();
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    unzip.push(bytes, true);
  } catch (error) {
    return error instanceof Inflated
      ? `must inflate to at most ${MAX_XLSX_INFLATED_BYTES.toLocaleString('en')} bytes`
      : unreadableXlsx;
  }
  return entries === 0 ? unreadableXlsx : null;
}

/**
 * The first sheet as a table. A row's empty trailing cells are absent in XLSX: each row is read to `width` cells
 * (empty ones ''), and empty cells past it are dropped, so only a row with more filled cells is the wrong size.
 */
export async function xlsxTable(bytes: Uint8Array, width: number): Promise<Table> {
  const bomb = zipBombRefusal(bytes);
  if (bomb) return { refusal: bomb };
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  } catch {
    return { refusal: unreadableXlsx };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  if (sheet.actualRowCount > MAX_BATCH_ROWS + 1) return { refusal: tooManyRows };
  const table: string[][] = [];
  let formulaRow = 0;
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: string[] = [];
    for (let column = 1; column <= Math.max(row.cellCount, width); column += 1) {
      const cell = row.getCell(column);
      if (cell.type === ExcelJS.ValueType.Formula || cell.formula) formulaRow ||= rowNumber;
      cells.push(cell.value === null || cell.value === undefined ? '' : cell.text);
    }
    while (cells.length > width && cells.at(-1) === '') cells.pop();
    table.push(cells);
  });
  return formulaRow ? { refusal: formulaAt(formulaRow) } : table;
}

/** A UTF-8 CSV file's table. */
export function csvFileTable(bytes: Uint8Array): Table {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { refusal: 'must be a UTF-8 CSV file' };
  }
  return csvTable(text);
}

/** An uploaded file's rows: an XLSX when its bytes are a ZIP, else a UTF-8 CSV; the header row is required. */
export async function readTableFile(file: UploadedFile, columns: readonly string[]): Promise<TableRead> {
  if (file.size > MAX_BATCH_FILE_BYTES) {
    return { refusal: `must be at most ${MAX_BATCH_FILE_BYTES.toLocaleString('en')} bytes` };
  }
  const table =
    file.contentType === 'application/zip' ? await xlsxTable(file.bytes, columns.length) : csvFileTable(file.bytes);
  return Array.isArray(table) ? toRows(table, columns, true) : table;
}
