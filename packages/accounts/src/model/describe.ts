// How a history row is named on screen (table, recent transfers): the server's CSV names it the same
// way (the sandbox's history-export.ts), so the screen and the file agree row for row.
import type { Transaction } from '../api/history';

/** A description as the screen shows it: the text, else the counterparty's name, else e-mail. */
export const describe = (row: Pick<Transaction, 'description' | 'counterpartyName' | 'counterpartyEmail'>): string =>
  row.description || row.counterpartyName || row.counterpartyEmail || '';
