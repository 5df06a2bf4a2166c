// Batch files for the tests and the benchmark: CSV rows, an XLSX built with exceljs, a ZIP bomb.
import { BATCH_COLUMNS } from '@paydeck/transfers/api';
import ExcelJS from 'exceljs';
import { zipSync } from 'fflate';

const countries = ['RO', 'DE', 'GB', 'US', 'FR'];

/** Row `i` of a demo batch (valid unless `bad` lists it). */
export const demoRow = (i: number): string[] => [
  `${10 + (i % 90)}.50`,
  `Payout ${i + 1}`,
  i % 3 === 0 ? 'business' : 'individual',
  `Payee ${i + 1}`,
  `payee${i + 1}@example.com`,
  countries[i % countries.length] ?? 'RO',
];

export function demoCsv(rows: number, bad: readonly number[] = [], seed = ''): string {
  const lines = [BATCH_COLUMNS.join(',')];
  for (let i = 0; i < rows; i += 1) {
    const row = demoRow(i);
    if (bad.includes(i)) row[4] = 'not-an-email';
    if (seed && i === 0) row[1] = `Payout ${seed}`;
    lines.push(row.join(','));
  }
  return `${lines.join('\n')}\n`;
}

export async function demoXlsx(rows: number, formulaRow?: number): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Payments');
  sheet.addRow([...BATCH_COLUMNS]);
  for (let i = 0; i < rows; i += 1) {
    const row = sheet.addRow(demoRow(i));
    if (i === formulaRow) row.getCell(1).value = { formula: '10+20', result: 30 } as ExcelJS.CellFormulaValue;
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** A small ZIP that inflates to `megabytes` of zeros (what an XLSX bomb is). */
export const zipBomb = (megabytes: number): Uint8Array =>
  zipSync({ 'xl/worksheets/sheet1.xml': [new Uint8Array(megabytes * 1_000_000), { level: 9 }] });
