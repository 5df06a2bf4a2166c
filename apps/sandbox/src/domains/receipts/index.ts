// Receipts: one transaction as the customer it concerns sees it (transactionDetails: amounts, fee, rate, the
// accounts of both sides, the approval it waits for) and its proof of payment (pdfGenerate → a download link
// of a PDF made from the ledger). It reads the ledger (accounts) and what transfers kept of a submitted
// transfer (its operation, external rail, batch row), so it comes after them; it has no tables of its own.
import { defineDomain } from '../domain.ts';
import { receiptMethods } from './methods.ts';
import { paymentProofFile } from './proof.ts';

export const receipts = defineDomain({
  name: 'receipts',
  methods: receiptMethods,
  tables: {},
  files: [paymentProofFile],
});
