// A global pay payment row (payments.md 3 "Global pay", "Payment row"): the columns of a batch file, in this
// order, and what is wrong with one row. The batch screen shows the same problems the sandbox found when the
// file was uploaded (the sandbox imports this rule from `@paydeck/transfers/api`; MASS-WIRE.md).
import { compareDecimals } from '@paydeck/brand-config/decimal';
import { wireAmount } from './amount';
import { isCountryCode } from './formats';

/** The columns of a global pay batch file (CSV header or the XLSX sheet's first row), exactly these. */
export const BATCH_COLUMNS = [
  'amount',
  'description',
  'beneficiaryType',
  'beneficiaryName',
  'beneficiaryEmail',
  'beneficiaryCountryCode',
] as const;

export type BatchColumn = (typeof BATCH_COLUMNS)[number];
export type PaymentData = Record<BatchColumn, string>;

export const BENEFICIARY_TYPES = ['individual', 'business'] as const;
/** At most this many rows in one batch file (the peers' per-file cap). */
export const MAX_BATCH_ROWS = 1000;
/** The largest amount of one payment row (a demo cap, in the batch account's currency), compared exactly. */
export const MAX_ROW_AMOUNT = '1000000.00';

export type RowProblem = 'required' | 'format' | 'tooLong' | 'tooLarge' | 'formula';
export type RowProblems = Partial<Record<BatchColumn, RowProblem>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/**
 * A cell a spreadsheet would run as a formula (OWASP "CSV injection"): refused, never evaluated. It begins with a
 * tab or a carriage return, or with = + @ (or their full-width forms) after any spaces, or with a minus that does
 * not start a plain number ("-12.50" is a number, "-1+2" or "-HYPERLINK(…)" a formula).
 */
export function looksLikeFormula(cell: string): boolean {
  if (/^[\t\r]/.test(cell)) return true;
  const text = cell.replace(/^[\s\u200b]+/, '');
  if (/^[=+@＝＋＠]/.test(text)) return true;
  return /^[-－]/.test(text) && !/^-\d+(\.\d+)?\s*$/.test(text);
}

const maxLength: Record<BatchColumn, number> = {
  amount: 20,
  description: 140,
  beneficiaryType: 20,
  beneficiaryName: 100,
  beneficiaryEmail: 254,
  beneficiaryCountryCode: 2,
};

function cellProblem(column: BatchColumn, raw: string): RowProblem | null {
  const cell = raw.trim();
  if (looksLikeFormula(raw)) return 'formula';
  if (cell === '') return column === 'description' ? null : 'required';
  if (cell.length > maxLength[column]) return column === 'beneficiaryCountryCode' ? 'format' : 'tooLong';
  switch (column) {
    case 'amount': {
      const amount = wireAmount(cell);
      if (amount === null || !/[1-9]/.test(amount) || !/^\d+(\.\d{1,2})?$/.test(amount)) return 'format';
      return compareDecimals(amount, MAX_ROW_AMOUNT) > 0 ? 'tooLarge' : null;
    }
    case 'beneficiaryType':
      return (BENEFICIARY_TYPES as readonly string[]).includes(cell) ? null : 'format';
    case 'beneficiaryEmail':
      return EMAIL.test(cell) ? null : 'format';
    case 'beneficiaryCountryCode':
      return isCountryCode(cell) ? null : 'format';
    default:
      return null;
  }
}

/** Every problem of one row, by column; empty when the row can be paid. */
export function rowProblems(row: Partial<PaymentData>): RowProblems {
  const problems: RowProblems = {};
  for (const column of BATCH_COLUMNS) {
    const problem = cellProblem(column, row[column] ?? '');
    if (problem) problems[column] = problem;
  }
  return problems;
}

export const isPayableRow = (row: Partial<PaymentData>): boolean => Object.keys(rowProblems(row)).length === 0;

/** The header of a file is right when it names exactly the batch columns, in order (trimmed). */
export const isBatchHeader = (header: readonly string[]): boolean =>
  header.length === BATCH_COLUMNS.length && BATCH_COLUMNS.every((column, index) => header[index]?.trim() === column);
