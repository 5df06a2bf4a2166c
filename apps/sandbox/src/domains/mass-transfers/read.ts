// Reading a mass transfer's rows (MASS-WIRE.md "Mass transfers"): an uploaded CSV (papaparse) or XLSX (exceljs,
// after global pay's ZIP-bomb check), or pasted text (CSV lines, the header optional). Global pay's limits and
// refusals hold: at most MAX_BATCH_FILE_BYTES and MAX_BATCH_ROWS, no formulas, the rail's columns in order. A
// refusal is one clear description of the whole input; nothing of it is kept.
import { looksLikeFormula, MAX_BATCH_ROWS, MAX_MASS_TEXT_CHARS } from '@paydeck/transfers/api';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { UploadedFile } from '../../api/uploads.ts';
import { MAX_BATCH_FILE_BYTES, zipBombRefusal } from '../global-pay/parse.ts';

export type MassRowCells = Record<string, string>;
export type Read = { rows: MassRowCells[] } | { refusal: string };

const tooManyRows = `must have at most ${MAX_BATCH_ROWS.toLocaleString('en')} rows`;
const isHeader = (cells: readonly string[], columns: readonly string[]) =>
  cells.length === columns.length && columns.every((column, i) => cells[i]?.trim() === column);

/** The table's rows by column; the header is required in a file, optional in pasted text. */
export function toRows(
  table: readonly (readonly string[])[],
  columns: readonly string[],
  headerRequired: boolean,
): Read {
  const hasHeader = table[0] !== undefined && isHeader(table[0], columns);
  if (headerRequired && !hasHeader) return { refusal: `must have the columns ${columns.join(', ')}, in this order` };
  const body = hasHeader ? table.slice(1) : table;
  if (body.length === 0) return { refusal: 'has no rows' };
  if (body.length > MAX_BATCH_ROWS) return { refusal: tooManyRows };
  const rows: MassRowCells[] = [];
  for (const [index, cells] of body.entries()) {
    const line = index + (hasHeader ? 2 : 1);
    if (cells.length !== columns.length) return { refusal: `row ${line} must have ${columns.length} cells` };
    if (cells.some(looksLikeFormula)) return { refusal: `must not contain formulas (row ${line})` };
    rows.push(Object.fromEntries(columns.map((column, i) => [column, (cells[i] ?? '').trim()])));
  }
  return { rows };
}

function csvTable(text: string): string[][] | { refusal: string } {
  if (text.split('\n', MAX_BATCH_ROWS + 3).length > MAX_BATCH_ROWS + 2) return { refusal: tooManyRows };
  const result = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  const error = result.errors.find((e) => e.type !== 'Delimiter');
  return error ? { refusal: `is not well-formed CSV (row ${(error.row ?? 0) + 1})` } : result.data;
}

/** Pasted text: CSV lines in the rail's column order, the header line optional. */
export function readText(text: string, columns: readonly string[]): Read {
  if (text.length > MAX_MASS_TEXT_CHARS) {
    return { refusal: `must be at most ${MAX_MASS_TEXT_CHARS.toLocaleString('en')} characters` };
  }
  const table = csvTable(text.trim());
  return Array.isArray(table) ? toRows(table, columns, false) : table;
}

async function xlsxTable(bytes: Uint8Array): Promise<string[][] | { refusal: string }> {
  const bomb = zipBombRefusal(bytes);
  if (bomb) return { refusal: bomb };
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  } catch {
    return { refusal: 'is not a readable XLSX file' };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { refusal: 'has no rows' };
  if (sheet.actualRowCount > MAX_BATCH_ROWS + 1) return { refusal: tooManyRows };
  const table: string[][] = [];
  let formulaRow = 0;
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: string[] = [];
    for (let column = 1; column <= row.cellCount; column += 1) {
      const cell = row.getCell(column);
      if (cell.type === ExcelJS.ValueType.Formula || cell.formula) formulaRow ||= rowNumber;
      cells.push(cell.value === null || cell.value === undefined ? '' : cell.text);
    }
    table.push(cells);
  });
  return formulaRow ? { refusal: `must not contain formulas (row ${formulaRow})` } : table;
}

/** An uploaded file: an XLSX when its bytes are a ZIP, else a UTF-8 CSV; the header is required. */
export async function readFile(file: UploadedFile, columns: readonly string[]): Promise<Read> {
  if (file.size > MAX_BATCH_FILE_BYTES) {
    return { refusal: `must be at most ${MAX_BATCH_FILE_BYTES.toLocaleString('en')} bytes` };
  }
  if (file.contentType === 'application/zip') {
    const table = await xlsxTable(file.bytes);
    return Array.isArray(table) ? toRows(table, columns, true) : table;
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(file.bytes);
  } catch {
    return { refusal: 'must be a UTF-8 CSV file' };
  }
  const table = csvTable(text);
  return Array.isArray(table) ? toRows(table, columns, true) : table;
}
