// pdfGenerate (payments.md 7: "a PDF generator call with a document payload answers a redirectLink"; the spec
// names no method, so named here): the document's type and object in, its file name and download link out
// (documents.ts: which documents, who may have each).
import * as v from 'valibot';
import { type MethodDefinition, sessionMethod } from '../../api/registry.ts';
import { documentLink, documentSchema } from './documents.ts';

const pdfGenerate = sessionMethod({
  name: 'pdfGenerate',
  payload: v.object({ document: documentSchema }),
  handle: (ctx, { document }) => documentLink(ctx, document),
});

export const receiptMethods: MethodDefinition[] = [pdfGenerate];
