// The history's CSV export (the answer's `exportCsv`, payments.md 3 "History"): a download link
// (files/links.ts, GET /api/files/<link>, valid LINK_LIFETIME_MS) that carries the customer, the
// language and the filter. The file is the whole filtered result, any length, generated when the link
// is fetched, in the same order as the pages of transactionHistory: row n of the file is row n of the
// screen. Columns: date, transaction id, description, type, status, account, amount, currency; the
// header, the type and the status in the language of the call; amounts are signed decimals in a
// column of their own (a debit is "-12.50", not neutralised), every text cell is neutralised against
// spreadsheet formulas (files/csv.ts). UTF-8 with a byte order mark, so spreadsheets read Cyrillic.
import * as v from 'valibot';
import { csvFile, fileKind } from '../../files/kinds.ts';
import { fileLink } from '../../files/links.ts';
import { toCsv } from '../../files/csv.ts';
import { type Lang, languages } from '../../lang.ts';
import { historyTransactions } from './history-details.ts';
import { TxStatus } from './ledger/codes.ts';
import { type HistoryEntry, HistoryQuerySchema, type HistoryQuery, historyRows } from './history-query.ts';
import { transactionTypeById } from './transaction-types.ts';

type Column = 'date' | 'transaction' | 'description' | 'type' | 'status' | 'account' | 'amount' | 'currency';

/** The header row in each language (the app's own words for its columns). */
const headers: Record<Lang, Record<Column, string>> = {
  en: {
    date: 'Date',
    transaction: 'Transaction',
    description: 'Description',
    type: 'Type',
    status: 'Status',
    account: 'Account',
    amount: 'Amount',
    currency: 'Currency',
  },
  es: {
    date: 'Fecha',
    transaction: 'Transacción',
    description: 'Descripción',
    type: 'Tipo',
    status: 'Estado',
    account: 'Cuenta',
    amount: 'Monto',
    currency: 'Moneda',
  },
  ro: {
    date: 'Data',
    transaction: 'Tranzacție',
    description: 'Descriere',
    type: 'Tip',
    status: 'Stare',
    account: 'Cont',
    amount: 'Sumă',
    currency: 'Monedă',
  },
  ru: {
    date: 'Дата',
    transaction: 'Операция',
    description: 'Описание',
    type: 'Тип',
    status: 'Статус',
    account: 'Счёт',
    amount: 'Сумма',
    currency: 'Валюта',
  },
  ua: {
    date: 'Дата',
    transaction: 'Операція',
    description: 'Опис',
    type: 'Тип',
    status: 'Статус',
    account: 'Рахунок',
    amount: 'Сума',
    currency: 'Валюта',
  },
  pt: {
    date: 'Data',
    transaction: 'Transação',
    description: 'Descrição',
    type: 'Tipo',
    status: 'Situação',
    account: 'Conta',
    amount: 'Valor',
    currency: 'Moeda',
  },
};

/** A transaction status in each language (the history export's and the statement's words). */
export const statusNames: Record<number, Record<Lang, string>> = {
  [TxStatus.completed]: {
    en: 'Completed',
    es: 'Completado',
    ro: 'Finalizat',
    ru: 'Выполнено',
    ua: 'Виконано',
    pt: 'Concluído',
  },
  [TxStatus.processing]: {
    en: 'Processing',
    es: 'En proceso',
    ro: 'În procesare',
    ru: 'В обработке',
    ua: 'В обробці',
    pt: 'Em processamento',
  },
  [TxStatus.pending]: {
    en: 'Pending',
    es: 'Pendiente',
    ro: 'În așteptare',
    ru: 'В ожидании',
    ua: 'Очікує',
    pt: 'Pendente',
  },
  [TxStatus.rejected]: {
    en: 'Rejected',
    es: 'Rechazado',
    ro: 'Respins',
    ru: 'Отклонено',
    ua: 'Відхилено',
    pt: 'Rejeitado',
  },
  [TxStatus.canceled]: {
    en: 'Canceled',
    es: 'Cancelado',
    ro: 'Anulat',
    ru: 'Отменено',
    ua: 'Скасовано',
    pt: 'Cancelado',
  },
};

/** A description as the screen shows it: the text, else the counterparty's name, else e-mail. */
const describe = (row: HistoryEntry): string => row.description || row.counterpartyName || row.counterpartyEmail || '';

/** A debit is negative; zero has no sign. */
const signed = (row: HistoryEntry): string =>
  row.direction === 'outgoing' && /[1-9]/.test(row.amount) ? `-${row.amount}` : row.amount;

/** The file's text for the rows (already in the screen's order). */
export function historyCsv(rows: readonly HistoryEntry[], lang: Lang): string {
  const h = headers[lang];
  return toCsv(
    [h.date, h.transaction, h.description, h.type, h.status, h.account, h.amount, h.currency],
    rows.map((row) => [
      row.dateTime,
      row.transactionId,
      describe(row),
      transactionTypeById(row.typeId)?.names[lang] ?? row.operationType,
      statusNames[row.statusId]?.[lang] ?? row.status,
      row.accountNumber,
      { amount: signed(row) },
      row.currencyCode,
    ]),
    { bom: true },
  );
}

const HistoryExportSchema = v.object({
  k: v.literal('history'),
  c: v.number(),
  l: v.picklist(languages),
  q: HistoryQuerySchema,
});

/** The answer's exportCsv: the link of the file of every row `query` matches for the customer. */
export const historyExportLink = (input: { customerId: number; lang: Lang; query: HistoryQuery }, now: Date): string =>
  fileLink({ k: 'history', c: input.customerId, l: input.lang, q: input.query }, now);

export const historyExportFile = fileKind({
  name: 'history',
  request: HistoryExportSchema,
  async generate(db, request: v.InferOutput<typeof HistoryExportSchema>, now) {
    const rows = await historyRows(db, request.c, request.q, request.l);
    return csvFile(
      `history-${now.toISOString().slice(0, 10)}.csv`,
      historyCsv(await historyTransactions(db, request.c, rows, request.l), request.l),
    );
  },
});
