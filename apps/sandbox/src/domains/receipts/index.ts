// Receipts: the payer's side of a transaction in its history rows (payer-side.ts: where an external rail sent it,
// the approval it waits for, its fee transaction and batch) and the proof of payment (pdfGenerate → a download
// link of a PDF made from the ledger). It reads the ledger (accounts) and what transfers kept of a submitted
// transfer (its operation, external rail, batch row), so it comes after them; it has no tables of its own.
import { registerPayerSide } from '../accounts/history-details.ts';
import { defineDomain } from '../domain.ts';
import { receiptMethods } from './methods.ts';
import { payerSides } from './payer-side.ts';
import { paymentProofFile } from './proof.ts';

registerPayerSide(payerSides);

export const receipts = defineDomain({
  name: 'receipts',
  methods: receiptMethods,
  tables: {},
  files: [paymentProofFile],
});
