// CSV as spreadsheets read it (RFC 4180, CRLF), written by papaparse. Spreadsheet formula injection
// (OWASP "CSV Injection"): a text cell gets a leading apostrophe, so a spreadsheet shows it as text
// instead of running it, when it begins with a tab or a carriage return, or when = + - @ (or their
// full-width forms) come first after any spaces, or after a list separator (; , | or a line break):
// a spreadsheet whose locale splits on ";" makes what follows a cell of its own (review L6). Amounts are
// not text: an `{ amount }` cell that is a plain decimal ("-12.50") is written as it is, so a debit stays
// a number; anything else in an amount cell is treated as text.
import Papa from 'papaparse';

export type Cell = string | number | { amount: string };

// \s covers NBSP and the other Unicode spaces; U+200B is zero-width.
const formula = /^[\t\r]|^[\s\u200b]*[=+\-@＝＋－＠]|[;,|；，｜\r\n][\s\u200b]*[=+\-@＝＋－＠]/;
const plainDecimal = /^-?\d+(\.\d+)?$/;

/** A text cell made safe for spreadsheets (OWASP: prefix with a single quote). */
export const neutralise = (text: string): string => (formula.test(text) ? `'${text}` : text);

function cell(value: Cell): string {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'object') return plainDecimal.test(value.amount) ? value.amount : neutralise(value.amount);
  return neutralise(value);
}

/** The file: a header row, then the rows; CRLF after every row. `bom` adds a UTF-8 byte order mark. */
export function toCsv(header: string[], rows: Cell[][], options: { bom?: boolean } = {}): string {
  const body = Papa.unparse([header.map(neutralise), ...rows.map((row) => row.map(cell))], {
    newline: '\r\n',
    quotes: false,
    escapeFormulae: false, // done above, per kind of cell: papaparse's own would also prefix a debit ("-12.50")
  });
  return `${options.bom ? '\uFEFF' : ''}${body}\r\n`;
}
