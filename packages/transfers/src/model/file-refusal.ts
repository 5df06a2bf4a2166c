// A batch file refused whole (MASS-WIRE.md "Batch files": `VF attachedFile|file|data: "<reason>"`), read into
// what the person can act on: the line of the file (the header is line 1), the column, and which problem. The
// reasons are the wire's words (MASS-WIRE.md lists them); one this client does not know stays as the server wrote it.
import { isApiError } from '@paydeck/api-client';

export type FileProblem =
  | 'columns' // the header does not name the columns, in order
  | 'cells' // a line has too few or too many cells
  | 'formula' // a cell that a spreadsheet would run
  | 'csv' // broken quoting
  | 'cellText' // a cell with control characters, or too long
  | 'noRows'
  | 'tooManyRows'
  | 'tooLarge'
  | 'encoding' // not UTF-8
  | 'xlsx' // not a readable XLSX (or a ZIP that inflates too far)
  | 'other';

export interface FileRefusal {
  problem: FileProblem;
  /** The file's line (header = 1), when the reason names one. */
  line: number | null;
  /** The column's name as the file has it, when the reason names one. */
  column: string | null;
  /** The server's words: the detail after "row N, column:", or the whole reason for `other`. */
  detail: string;
}

const shapes: readonly [RegExp, FileProblem][] = [
  [/^must have the columns .+, in this order$/, 'columns'],
  [/^row (\d+) must have (\d+) cells$/, 'cells'],
  [/^must not contain formulas \(row (\d+)\)$/, 'formula'],
  [/^is not well-formed CSV \(row (\d+)\)$/, 'csv'],
  [/^has no payment rows$/, 'noRows'],
  [/^must have at most [\d,.\s]+ payment rows$/, 'tooManyRows'],
  [/^must be at most [\d,.\s]+ (bytes|characters)$/, 'tooLarge'],
  [/^must be a UTF-8 CSV file$/, 'encoding'],
  [/^(is not a readable XLSX file|must inflate to at most [\d,.\s]+ bytes)$/, 'xlsx'],
];

/** What one refusal reason says, by the shapes MASS-WIRE.md names. */
export function readFileRefusal(reason: string): FileRefusal {
  const text = reason.trim();
  const cell = /^row (\d+), ([A-Za-z]+): (.+)$/.exec(text);
  if (cell) return { problem: 'cellText', line: Number(cell[1]), column: cell[2] ?? null, detail: cell[3] ?? '' };
  for (const [shape, problem] of shapes) {
    const found = shape.exec(text);
    if (!found) continue;
    const line = problem === 'columns' ? 1 : found[1] && /^\d+$/.test(found[1]) ? Number(found[1]) : null;
    return { problem, line, column: null, detail: text };
  }
  return { problem: 'other', line: null, column: null, detail: text };
}

/** The file parts' names in the wire: global pay's `attachedFile`, a mass transfer's `file` or pasted `data`. */
const FILE_PARAMS = ['attachedFile', 'file', 'data'];

/** The refusals of a whole file in a call's error (a VF on a file part), or null when it is another error. */
export function fileRefusalsOf(error: unknown): FileRefusal[] | null {
  if (!isApiError(error) || error.code !== 'VF') return null;
  const refusals = error.validationErrors.filter((issue) => FILE_PARAMS.includes(issue.param));
  return refusals.length > 0 ? refusals.map((issue) => readFileRefusal(issue.description)) : null;
}
