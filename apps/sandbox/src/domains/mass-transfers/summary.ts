// The rows of a mass transfer checked one by one (external-rows.ts, p2p-rows.ts) and what the accepted ones
// cost (payments.md 3 "Payment meta": estimatedTotal, maximumTrxFee, and extraFxMarkupPercent for p2p mass),
// all in minor units of the from account's currency; the wire carries decimal strings.
import type { MassTransferRail } from '@paydeck/transfers/api';
import type { ValidationError } from '../../api/answers.ts';
import type { Db } from '../../db/open.ts';
import { fromMinor } from '../../money.ts';
import type { Quote } from '../transfers/external-book.ts';
import type { Beneficiary } from '../transfers/external-validate.ts';
import { checkExternalRow, type MassExternalRail } from './external-rows.ts';
import { checkP2pRow, extraFxMarkupPercent, type P2pLeg } from './p2p-rows.ts';
import type { MassRowCells } from './read.ts';

export type MassRail = MassTransferRail;

interface RowBase {
  rowNumber: number;
  label: string;
  description: string;
  amountText: string;
}
export type AcceptedRow =
  | (RowBase & { kind: 'p2p'; leg: P2pLeg })
  | (RowBase & { kind: 'external'; rail: MassExternalRail; quote: Quote; beneficiary: Beneficiary });

export interface RowAnswer {
  rowNumber: number;
  beneficiary: string;
  amount: string;
  currencyCode: string;
  fee: string | null;
  problems: ValidationError[];
}

export interface Checked {
  accepted: AcceptedRow[];
  rows: RowAnswer[];
  totals: { debit: bigint; amounts: bigint; maximumFee: bigint };
  converts: boolean;
}

export async function checkRows(
  db: Db,
  rail: MassRail,
  cells: readonly MassRowCells[],
  from: { id: number; customerId: number; currencyCode: string },
): Promise<Checked> {
  const accepted: AcceptedRow[] = [];
  const rows: RowAnswer[] = [];
  const totals = { debit: 0n, amounts: 0n, maximumFee: 0n };
  let converts = false;
  for (const [index, row] of cells.entries()) {
    const rowNumber = index + 1;
    const checked = rail === 'p2p' ? await checkP2pRow(db, row, from) : await checkExternalRow(db, rail, row, from);
    const base = { rowNumber, beneficiary: checked.label, currencyCode: from.currencyCode };
    if (!checked.ok) {
      rows.push({ ...base, amount: row.amount ?? '', fee: null, problems: checked.problems });
      continue;
    }
    const [minor, fee, extra] =
      'leg' in checked
        ? [checked.leg.minor, checked.leg.fee, checked.leg.markup]
        : [checked.quote.minor, checked.quote.fee, 0n];
    converts ||= extra > 0n;
    totals.amounts += minor;
    totals.debit += minor + fee + extra;
    if (fee > totals.maximumFee) totals.maximumFee = fee;
    const amountText = fromMinor(minor, from.currencyCode);
    rows.push({ ...base, amount: amountText, fee: fromMinor(fee + extra, from.currencyCode), problems: [] });
    const common = { rowNumber, label: checked.label, description: checked.description, amountText };
    accepted.push(
      'leg' in checked
        ? { ...common, kind: 'p2p', leg: checked.leg }
        : {
            ...common,
            kind: 'external',
            rail: rail as MassExternalRail,
            quote: checked.quote,
            beneficiary: checked.beneficiary,
          },
    );
  }
  return { accepted, rows, totals, converts };
}

/** The summary of the accepted rows (payments.md 3); extraFxMarkupPercent only for p2p. */
export const summaryOf = (rail: MassRail, checked: Checked, currencyCode: string) => ({
  count: checked.accepted.length,
  rejectedCount: checked.rows.length - checked.accepted.length,
  estimatedTotal: fromMinor(checked.totals.debit, currencyCode),
  maximumTrxFee: fromMinor(checked.totals.maximumFee, currencyCode),
  extraFxMarkupPercent: rail === 'p2p' ? extraFxMarkupPercent(checked.converts) : null,
  currencyCode,
});
