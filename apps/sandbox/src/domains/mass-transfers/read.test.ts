// @vitest-environment node
// The pure rules of a mass transfer's rows, as tables: the text reader (header optional, limits, formulas), the
// file reader (header required, XLSX through exceljs, a ZIP bomb refused), a row's submit fields, the p2p markup.
import { massColumns } from '@paydeck/transfers/api';
import ExcelJS from 'exceljs';
import type { UploadedFile } from '../../api/uploads.ts';
import { zipBomb } from '../global-pay/test-support.ts';
import { submitFields } from './external-rows.ts';
import { extraFxMarkupPercent, markupMinor } from './p2p-rows.ts';
import { readFile, readText } from './read.ts';

const p2p = massColumns.p2p;
const row = 'ana@example.com,10.00,EUR,Lunch';

describe('pasted text', () => {
  test.each([
    ['one row without a header', row, { rows: 1 }],
    ['the header and two rows', `${p2p.join(',')}\n${row}\n${row}`, { rows: 2 }],
    ['blank lines around', `\n\n${row}\n\n`, { rows: 1 }],
    ['a quoted comma', '"ana@example.com",10.00,EUR,"Lunch, drinks"', { rows: 1 }],
    ['nothing', '   ', { refusal: 'has no payment rows' }],
    ['a missing cell', 'ana@example.com,10.00,EUR', { refusal: 'row 1 must have 4 cells' }],
    ['a formula', '=HYPERLINK("x"),10.00,EUR,x', { refusal: 'must not contain formulas (row 1)' }],
    ['1,001 rows', `${row}\n`.repeat(1001), { refusal: 'must have at most 1,000 payment rows' }],
    ['over 200,000 characters', 'x'.repeat(200_001), { refusal: 'must be at most 200,000 characters' }],
  ])('%s', (_case, text, expected) => {
    const read = readText(text, p2p);
    if ('rows' in expected) expect('rows' in read && read.rows.length).toBe(expected.rows);
    else expect(read).toEqual(expected);
  });

  test('cells are trimmed and named by the rail columns', () => {
    expect(readText(' ana@example.com , 10.00 ,EUR, Lunch ', p2p)).toEqual({
      rows: [{ email: 'ana@example.com', amount: '10.00', currency: 'EUR', description: 'Lunch' }],
    });
  });
});

const upload = (bytes: Uint8Array, contentType: UploadedFile['contentType']): UploadedFile => ({
  part: 'file',
  filename: 'f',
  contentType,
  size: bytes.length,
  bytes,
});
const csv = (text: string) => upload(new TextEncoder().encode(text), 'text/csv');

async function xlsx(rows: string[][], formula = false): Promise<UploadedFile> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Rows');
  for (const cells of rows) sheet.addRow(cells);
  if (formula) sheet.getCell('B2').value = { formula: '5+5', result: 10 } as ExcelJS.CellFormulaValue;
  return upload(new Uint8Array(await workbook.xlsx.writeBuffer()), 'application/zip');
}

describe('files', () => {
  test.each([
    ['a CSV with the header', async () => csv(`${p2p.join(',')}\n${row}\n`), { rows: 1 }],
    [
      'a CSV without it',
      async () => csv(`${row}\n`),
      { refusal: 'must have the columns email, amount, currency, description, in this order' },
    ],
    [
      'not UTF-8',
      async () => upload(new Uint8Array([0xff, 0xfe, 0x41]), 'text/csv'),
      { refusal: 'must be a UTF-8 CSV file' },
    ],
    ['an XLSX', async () => xlsx([[...p2p], row.split(',')]), { rows: 1 }],
    // an XLSX row does not hold its empty trailing cells: read as empty (the row's rules judge them), as global pay
    ['an XLSX row without its last cell', async () => xlsx([[...p2p], row.split(',').slice(0, 3)]), { rows: 1 }],
    [
      'an XLSX row with a cell too many',
      async () => xlsx([[...p2p], [...row.split(','), 'extra']]),
      { refusal: 'row 2 must have 4 cells' },
    ],
    [
      'an XLSX formula',
      async () => xlsx([[...p2p], row.split(',')], true),
      { refusal: 'must not contain formulas (row 2)' },
    ],
    [
      'a ZIP bomb',
      async () => upload(zipBomb(50), 'application/zip'),
      { refusal: 'must inflate to at most 20,000,000 bytes' },
    ],
    [
      '3 MB',
      async () => csv(`${p2p.join(',')}\n${row}\n`.padEnd(3_000_000, ' ')),
      { refusal: 'must be at most 2,000,000 bytes' },
    ],
  ])('%s', async (_case, file, expected) => {
    const read = await readFile(await file(), p2p);
    if ('rows' in expected) expect('rows' in read && read.rows.length).toBe(expected.rows);
    else expect(read).toEqual(expected);
  });
});

test.each([
  [
    { beneficiaryName: 'A', bankCountry: 'DE', paymentPurpose: 'goods', currency: 'EUR' },
    {
      beneficiaryName: 'A',
      bankCountryCode: 'DE',
      currencyCode: 'EUR',
      options: { extraParams: { paymentPurpose: 'goods' } },
    },
  ],
  [
    { country: 'US', accountType: '' },
    { countryCode: 'US', options: { extraParams: {} } },
  ],
  [
    { walletAddress: '0xab', network: 'ethereum' },
    { address: '0xab', network: 'ethereum', options: { extraParams: {} } },
  ],
])('a row %o is submitted as %o', (cells, fields) => {
  expect(submitFields(cells)).toEqual(fields);
});

test.each([
  [1000n, 10n],
  [2000n, 20n],
  [49n, 0n],
  [50n, 1n],
  [123_456n, 1235n],
])('the 1 %% markup of %s minor units is %s', (minor, markup) => {
  expect(markupMinor(minor)).toBe(markup);
});

test.each([
  [true, '1.00'],
  [false, '0.00'],
])('extraFxMarkupPercent when a row converts: %s → %s', (converts, percent) => {
  expect(extraFxMarkupPercent(converts)).toBe(percent);
});
