// The documents pdfGenerate makes (payments.md 7: "a PDF generator call with a document payload answers a
// redirectLink"), each named by its type and its object: the proof of a payment, an invoice (either side), an
// account's confirmation letter, a revenue-split contract. A link is made only for an object the customer acted for
// may read, in the call's language; an unknown object and another customer's answer alike (their existence is not
// told). The proof, the invoice and the letter are the money area's (rights 1-4, as the history, invoiceGet and
// accountConfirmation); a contract is read with any right (1-5, as the contracts service's reads).
import * as v from 'valibot';
import { type Answer, accessDenied, failure, invalid, ok } from '../../api/answers.ts';
import { id, text } from '../../api/fields.ts';
import { rightsFor } from '../../api/access-policy.ts';
import type { SessionContext } from '../../api/registry.ts';
import { brandById } from '../../files/brands.ts';
import { fileLink } from '../../files/links.ts';
import { ownAccount } from '../accounts/statement-data.ts';
import { contractFor } from '../contracts/rows.ts';
import { pdfUrl } from '../contracts/signing.ts';
import { pdfLink } from '../invoices/invoices.ts';
import { invoiceOf } from '../invoices/rows.ts';
import { transactionDetailsOf } from './details.ts';
import { proofFileName, provableStatuses } from './proof.ts';

const brandId = v.optional(text());

export const documentSchema = v.variant(
  'type',
  [
    v.object({ type: v.literal('paymentConfirmation'), transactionId: id(), brandId }),
    v.object({ type: v.literal('invoice'), invoiceId: id(), brandId }),
    v.object({ type: v.literal('accountConfirmation'), accountId: id(), brandId }),
    v.object({ type: v.literal('contract'), contractId: id(), brandId }),
  ],
  'must be one of paymentConfirmation, invoice, accountConfirmation, contract',
);
export type DocumentRequest = v.InferOutput<typeof documentSchema>;

type Link = { fileName: string; redirectLink: string };

async function paymentConfirmation(ctx: SessionContext, transactionId: number, b?: string): Promise<Answer | Link> {
  const details = await transactionDetailsOf(ctx.db, ctx.customerId, transactionId);
  if (!details) return failure('TA1', `Transaction ${transactionId} not found`);
  if (!provableStatuses.includes(details.statusId))
    return invalid('document.transactionId', `is ${details.status}: only a completed or sent payment has a proof`);
  const link = { k: 'paymentProof', c: ctx.customerId, t: details.transactionId, l: ctx.lang, ...(b ? { b } : {}) };
  return { fileName: proofFileName(details.transactionId), redirectLink: fileLink(link, ctx.sandbox.now()) };
}

async function invoice(ctx: SessionContext, invoiceId: number, b?: string): Promise<Answer | Link> {
  const { db, customerId } = ctx;
  const row =
    (await invoiceOf(db, customerId, invoiceId, 'received')) ?? (await invoiceOf(db, customerId, invoiceId, 'sent'));
  if (!row) return invalid('document.invoiceId', `${invoiceId} is not one of your invoices`);
  return {
    fileName: `invoice-${invoiceId}.pdf`,
    redirectLink: pdfLink(customerId, invoiceId, ctx.lang, ctx.sandbox.now(), b),
  };
}

async function accountConfirmation(ctx: SessionContext, accountId: number, b = 'wallet'): Promise<Answer | Link> {
  const account = await ownAccount(ctx.db, ctx.customerId, accountId);
  if (!account) return invalid('document.accountId', `${accountId} is not one of your accounts`);
  const link = { k: 'confirmation', c: ctx.customerId, a: account.id, b, l: ctx.lang };
  return {
    fileName: `account-confirmation-${account.accountNumber}.pdf`,
    redirectLink: fileLink(link, ctx.sandbox.now()),
  };
}

async function contract(ctx: SessionContext, contractId: number, b?: string): Promise<Answer | Link> {
  const row = await contractFor(ctx.db, ctx.customerId, contractId);
  if (!row) return invalid('document.contractId', `${contractId} is not one of your contracts`);
  return {
    fileName: `contract-${contractId}.pdf`,
    redirectLink: pdfUrl(ctx.customerId, contractId, ctx.lang, ctx.sandbox.now(), b),
  };
}

/** The document's link for the customer acted for, or why not. */
export async function documentLink(ctx: SessionContext, document: DocumentRequest): Promise<Answer> {
  if (document.type !== 'contract' && !rightsFor.balances.includes(ctx.accessRights)) return accessDenied();
  if (document.brandId && !brandById(document.brandId))
    return invalid('document.brandId', `unknown brand ${document.brandId}`);
  const made =
    document.type === 'paymentConfirmation'
      ? await paymentConfirmation(ctx, document.transactionId, document.brandId)
      : document.type === 'invoice'
        ? await invoice(ctx, document.invoiceId, document.brandId)
        : document.type === 'accountConfirmation'
          ? await accountConfirmation(ctx, document.accountId, document.brandId)
          : await contract(ctx, document.contractId, document.brandId);
  return 'redirectLink' in made ? ok(made) : made;
}
