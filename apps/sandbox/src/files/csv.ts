// CSV as spreadsheets read it (RFC 4180, CRLF). Text cells that a spreadsheet would run as a
// formula (starting with = + - @ or a tab) get a leading apostrophe; amounts are written as they are.

export type Cell = string | number | { amount: string };

const formulaStart = /^[=+\-@\t\r]/;

function cell(value: Cell): string {
  const text = typeof value === 'object' ? value.amount : String(value);
  const safe = typeof value === 'string' && formulaStart.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(header: string[], rows: Cell[][]): string {
  return `${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
