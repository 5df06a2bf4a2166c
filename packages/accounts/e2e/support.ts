import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';

export { expectAccessible } from '@paydeck/e2e';

/** "-€1,234.50" or "$12.00" or "-12.50" → "-1234.50": the digits and sign of an amount as shown or written. */
export const plainAmount = (text: string): string => text.replace(/[^\d.\-−]/g, '').replace('−', '-');

/** A downloaded file's text. */
export async function downloadedText(download: Download): Promise<string> {
  const path = await download.path();
  return readFileSync(path, 'utf8');
}

/** The rows of a CSV (RFC 4180: quoted cells with "" inside), header first. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i];
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n') {
      row.push(cell.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** Types a date into a react-aria date field, segment by segment in the field's own order (the brand's region). */
export async function typeDate(page: Page, label: string, date: string) {
  const [year = '', month = '', day = ''] = date.split('-');
  const parts: Record<string, string> = { year, month, day };
  const segments = page.getByRole('group', { name: label, exact: true }).first().getByRole('spinbutton');
  const order = await segments.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-type') ?? ''));
  await segments.first().click();
  await page.keyboard.type(order.map((type) => parts[type] ?? '').join(''));
}
