// The history as a CSV file: the rows and columns the screen shows, for the same filter.
import type { Transaction } from '../api/history';
import { signedDecimal } from './decimal';

export interface HistoryCsvLabels {
  date: string;
  transaction: string;
  description: string;
  type: string;
  status: string;
  account: string;
  amount: string;
  currency: string;
}

const formulaStart = /^[=+\-@\t\r]/;

/** A text cell: quoted when needed, and never read as a formula by a spreadsheet. */
function textCell(value: string): string {
  const safe = formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A description as the screen shows it: the text, else the counterparty. */
export const describe = (row: Pick<Transaction, 'description' | 'counterpartyName' | 'counterpartyEmail'>): string =>
  row.description || row.counterpartyName || row.counterpartyEmail || '';

/** CSV (RFC 4180, CRLF) with a byte order mark so spreadsheets read UTF-8. Amounts are signed decimals. */
export function historyCsv(
  rows: readonly Transaction[],
  labels: HistoryCsvLabels,
  names: { type: (row: Transaction) => string; status: (row: Transaction) => string },
): string {
  const header = [
    labels.date,
    labels.transaction,
    labels.description,
    labels.type,
    labels.status,
    labels.account,
    labels.amount,
    labels.currency,
  ];
  const lines = rows.map((row) =>
    [
      row.dateTime,
      String(row.transactionId),
      textCell(describe(row)),
      textCell(names.type(row)),
      textCell(names.status(row)),
      row.accountNumber,
      signedDecimal(row.amount, row.direction === 'outgoing'),
      row.currencyCode,
    ].join(','),
  );
  return `\uFEFF${[header.map(textCell).join(','), ...lines].join('\r\n')}\r\n`;
}
