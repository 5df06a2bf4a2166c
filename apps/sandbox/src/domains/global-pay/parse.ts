// Reading a global pay batch file (MASS-WIRE.md "Batch files"): a CSV (papaparse) or an XLSX (exceljs), its
// header exactly the batch columns, at most MAX_BATCH_ROWS rows, no formulas. A file that breaks any of these is
// refused whole with one clear description; nothing of it is kept. An XLSX is a ZIP: its entries are counted and
// inflated (fflate, streaming) up to a cap before exceljs reads it, so a ZIP bomb is refused before parsing.
import {
  BATCH_COLUMNS,
  isBatchHeader,
  looksLikeFormula,
  MAX_BATCH_ROWS,
  type PaymentData,
} from '@paydeck/transfers/api';
import ExcelJS from 'exceljs';
import { Unzip, UnzipInflate } from 'fflate';
import Papa from 'papaparse';
import type { UploadedFile } from '../../api/uploads.ts';

/** A batch file is at most this large (1,000 rows of six cells fit in a fraction of it). */
export const MAX_BATCH_FILE_BYTES = 2_000_000;
/** The most an XLSX may inflate to, all entries together, and the most entries it may hold. */
export const MAX_XLSX_INFLATED_BYTES = 20_000_000;
export const MAX_XLSX_ENTRIES = 200;

export type Parsed = { rows: PaymentData[] } | { refusal: string };

const header = `must have the columns ${BATCH_COLUMNS.join(', ')}, in this order`;
const tooManyRows = `must have at most ${MAX_BATCH_ROWS.toLocaleString('en')} payment rows`;
const formulaAt = (row: number) => `must not contain formulas (row ${row})`;

function toRows(table: readonly (readonly string[])[]): Parsed {
  const [head, ...body] = table;
  if (!head || !isBatchHeader(head)) return { refusal: header };
  if (body.length === 0) return { refusal: 'has no payment rows' };
  if (body.length > MAX_BATCH_ROWS) return { refusal: tooManyRows };
  const rows: PaymentData[] = [];
  for (const [index, cells] of body.entries()) {
    if (cells.length !== BATCH_COLUMNS.length) {
      return { refusal: `row ${index + 2} must have ${BATCH_COLUMNS.length} cells` };
    }
    if (cells.some(looksLikeFormula)) return { refusal: formulaAt(index + 2) };
    rows.push(Object.fromEntries(BATCH_COLUMNS.map((column, i) => [column, (cells[i] ?? '').trim()])) as PaymentData);
  }
  return { rows };
}

export function parseCsv(bytes: Uint8Array): Parsed {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return { refusal: 'must be a UTF-8 CSV file' };
  }
  // A quick bound before parsing: more lines than rows allowed (header, rows, a trailing newline).
  if (text.split('\n', MAX_BATCH_ROWS + 3).length > MAX_BATCH_ROWS + 2) return { refusal: tooManyRows };
  const result = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  const error = result.errors.find((e) => e.type !== 'Delimiter');
  if (error) return { refusal: `is not a well-formed CSV file (row ${(error.row ?? 0) + 1})` };
  return toRows(result.data);
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
      : 'is not a readable XLSX file';
  }
  return entries === 0 ? 'is not a readable XLSX file' : null;
}

const cellText = (cell: ExcelJS.Cell): string => (cell.value === null || cell.value === undefined ? '' : cell.text);

export async function parseXlsx(bytes: Uint8Array): Promise<Parsed> {
  const bomb = zipBombRefusal(bytes);
  if (bomb) return { refusal: bomb };
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  } catch {
    return { refusal: 'is not a readable XLSX file' };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { refusal: header };
  if (sheet.actualRowCount > MAX_BATCH_ROWS + 1) return { refusal: tooManyRows };
  const table: string[][] = [];
  let formulaRow = 0;
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: string[] = [];
    for (let column = 1; column <= Math.max(row.cellCount, BATCH_COLUMNS.length); column += 1) {
      const cell = row.getCell(column);
      if (cell.type === ExcelJS.ValueType.Formula || cell.formula) formulaRow ||= rowNumber;
      cells.push(cellText(cell));
    }
    while (cells.length > BATCH_COLUMNS.length && cells.at(-1) === '') cells.pop();
    table.push(cells);
  });
  if (formulaRow) return { refusal: formulaAt(formulaRow) };
  return toRows(table);
}

/** The rows of an uploaded batch file, or why it is refused. */
export async function parseBatchFile(file: UploadedFile): Promise<Parsed> {
  if (file.size > MAX_BATCH_FILE_BYTES) {
    return { refusal: `must be at most ${MAX_BATCH_FILE_BYTES.toLocaleString('en')} bytes` };
  }
  return file.contentType === 'application/zip' ? parseXlsx(file.bytes) : parseCsv(file.bytes);
}
