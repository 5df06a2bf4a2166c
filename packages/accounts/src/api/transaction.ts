// One transaction opened (its history rows: the spec has no call for one transaction, so the sheet reads the
// history's) and its proof of payment through the PDF generator (payments.md 7: "a PDF generator call with a
// document payload answers a redirectLink"; pdfGenerate, document type paymentConfirmation).
// apps/sandbox/METHODS-accounts.md is the contract.
import { DownloadUrlSchema } from '@paydeck/api-client';
import * as v from 'valibot';
import type { Caller } from './client';
import { type TransactionDetails, transactionFromRows } from '../model/transaction-view';
import { fetchHistory } from './history';

export type { TransactionDetails } from '../model/transaction-view';

/**
 * One transaction of the customer's history, opened: its rows found by its id as the history's keyword (WIRE.md
 * "History row": a keyword that is a transaction id finds that transaction first). Null when it is not theirs.
 */
export async function fetchTransactionDetails(
  api: Caller,
  transactionId: number,
  signal?: AbortSignal,
): Promise<TransactionDetails | null> {
  const page = await fetchHistory(api, { keyword: String(transactionId), pageNumber: 1 }, signal);
  return transactionFromRows(page.transactions.transaction, transactionId);
}

const GeneratedPdfSchema = v.object({ fileName: v.string(), redirectLink: DownloadUrlSchema });
export type GeneratedPdf = v.InferOutput<typeof GeneratedPdfSchema>;

/** A proof of payment of a completed or sent transaction: a fresh download link (links last 30 minutes). */
export const fetchPaymentProof = (
  api: Caller,
  input: { transactionId: number; brandId: string },
  signal?: AbortSignal,
): Promise<GeneratedPdf> =>
  api.call(
    'pdfGenerate',
    { document: { type: 'paymentConfirmation', transactionId: input.transactionId, brandId: input.brandId } },
    { schema: GeneratedPdfSchema, signal },
  );
