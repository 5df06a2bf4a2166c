// One row of an external mass transfer (wire, EFT, card payout, crypto, instant, interac) checked exactly as the single submit
// checks its payload (transfers' checkBeneficiary and quote): the row's columns become the submit's fields, and
// the problems name the row's columns again.
import { type ExternalRail, fixedCurrency, massGroupedColumns } from '@paydeck/transfers/api';
import type { ValidationError } from '../../api/answers.ts';
import type { Db } from '../../db/open.ts';
import { isQuote, type Quote, quote } from '../transfers/external-book.ts';
import { type Beneficiary, checkBeneficiary } from '../transfers/external-validate.ts';
import { descriptionProblem, type MassRowCells } from './read.ts';

export type MassExternalRail = ExternalRail;

/** The submit field of each column that is named differently in the file. */
const fieldOf: Record<string, string> = {
  bankCountry: 'bankCountryCode',
  country: 'countryCode',
  currency: 'currencyCode',
  walletAddress: 'address',
};
const columnOf: Record<string, string> = Object.fromEntries(Object.entries(fieldOf).map(([c, f]) => [f, c]));

/**
 * A phone instant key is written without its leading + (a cell starting with + is refused as a formula): its
 * digits, country code first, are the key with the +.
 */
const withPlus = (cells: MassRowCells): MassRowCells =>
  cells.instantKeyType === 'phone' && /^\d+$/.test(cells.instantKey ?? '')
    ? { ...cells, instantKey: `+${cells.instantKey}` }
    : cells;

/** The single submit's payload of a row: renamed fields, and the grouped extras under options.extraParams. */
export function submitFields(row: MassRowCells): Record<string, unknown> {
  const cells = withPlus(row);
  const entries = Object.entries(cells);
  const grouped = entries.filter(([column, value]) => massGroupedColumns.includes(column) && value !== '');
  const top = entries.filter(([column]) => !massGroupedColumns.includes(column));
  return {
    ...Object.fromEntries(top.map(([column, value]) => [fieldOf[column] ?? column, value])),
    options: { extraParams: Object.fromEntries(grouped) },
  };
}

/** A problem of the single submit, named by the file's column. */
export const asColumn = (problem: ValidationError): ValidationError => ({
  param: columnOf[problem.param] ?? problem.param,
  description: problem.description,
});

export type CheckedRow =
  | { ok: true; quote: Quote; beneficiary: Beneficiary; description: string; label: string }
  | { ok: false; problems: ValidationError[]; label: string };

const answerProblems = (answer: Record<string, unknown>): ValidationError[] =>
  Array.isArray(answer.validationErrors)
    ? (answer.validationErrors as ValidationError[])
    : [{ param: 'amount', description: String(answer.responseDescription ?? 'is not valid') }];

export async function checkExternalRow(
  db: Db,
  rail: MassExternalRail,
  cells: MassRowCells,
  from: { id: number; customerId: number; currencyCode: string },
): Promise<CheckedRow> {
  const payload = submitFields(cells);
  const label = cells.beneficiaryName || cells.cardHolderName || cells.walletAddress || cells.instantKey || '';
  const { problems, beneficiary } = await checkBeneficiary(db, rail, payload, {
    customerId: from.customerId,
    fromCurrency: from.currencyCode,
  });
  if (rail === 'crypto' && problems.length === 0) {
    const network = String(beneficiary.details.network ?? '');
    if (cells.network && cells.network.toUpperCase() !== network.toUpperCase()) {
      problems.push({ param: 'network', description: `does not match the address (${network})` });
    }
  }
  const fixed = fixedCurrency(rail, beneficiary.countryCode);
  if (fixed && cells.currency && cells.currency.toUpperCase() !== fixed) {
    problems.push({ param: 'currency', description: `must be ${fixed}` });
  }
  const tooLong = descriptionProblem(cells);
  if (tooLong) problems.push(tooLong);
  if (problems.length > 0) return { ok: false, problems: problems.map(asColumn), label };
  const currencyCode = beneficiary.currencyCode ?? (cells.currency || null);
  const q = await quote(db, from.customerId, rail, {
    fromAccountId: from.id,
    amount: cells.amount ?? '',
    currencyCode,
  });
  if (!isQuote(q)) return { ok: false, problems: answerProblems(q).map(asColumn), label };
  const named = rail === 'instant' && !cells.beneficiaryName && beneficiary.name ? beneficiary.name : label;
  return { ok: true, quote: q, beneficiary, description: cells.description ?? '', label: named };
}
