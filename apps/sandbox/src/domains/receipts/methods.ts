// pdfGenerate (payments.md 7: "a PDF generator call with a document payload answers a redirectLink"; the spec
// names no method, so named here) with its one document so far, the proof of payment (`paymentConfirmation`). It
// answers only a transaction of the customer acted for; any other, as an unknown one, is `TA1` (its existence is
// not told).
import * as v from 'valibot';
import { failure, invalid, ok } from '../../api/answers.ts';
import { id, text } from '../../api/fields.ts';
import { type MethodDefinition, sessionMethod } from '../../api/registry.ts';
import { brandById } from '../../files/brands.ts';
import { fileLink } from '../../files/links.ts';
import { transactionDetailsOf } from './details.ts';
import { proofFileName, provableStatuses } from './proof.ts';

const notFound = (transactionId: number) => failure('TA1', `Transaction ${transactionId} not found`);

/** The documents the generator makes. */
export const documentTypes = ['paymentConfirmation'] as const;

const pdfGenerate = sessionMethod({
  name: 'pdfGenerate',
  payload: v.object({
    document: v.object({
      type: v.picklist(documentTypes, `must be one of ${documentTypes.join(', ')}`),
      transactionId: id(),
      brandId: v.optional(text()),
    }),
  }),
  async handle({ db, sandbox, customerId, lang }, { document }) {
    const details = await transactionDetailsOf(db, customerId, document.transactionId);
    if (!details) return notFound(document.transactionId);
    if (!provableStatuses.includes(details.statusId))
      return invalid('document.transactionId', `is ${details.status}: only a completed or sent payment has a proof`);
    if (document.brandId && !brandById(document.brandId))
      return invalid('document.brandId', `unknown brand ${document.brandId}`);
    const link = { k: 'paymentProof', c: customerId, t: details.transactionId, l: lang };
    return ok({
      fileName: proofFileName(details.transactionId),
      redirectLink: fileLink(document.brandId ? { ...link, b: document.brandId } : link, sandbox.now()),
    });
  },
});

export const receiptMethods: MethodDefinition[] = [pdfGenerate];
