// The invoice's PDF through the PDF generator: the document payload sent, and an answer read through its valibot
// schema (a link outside the API's files area, or no file name, is malformed, never followed).
import type { Caller } from '@paydeck/accounts/api';
import * as v from 'valibot';
import { generateInvoicePdf } from './invoices';

const answering = (answer: unknown) => {
  const calls: [string, unknown][] = [];
  const api = {
    call: async (method: string, payload: unknown, options: { schema: v.GenericSchema }) => {
      calls.push([method, payload]);
      return v.parse(options.schema, answer);
    },
  } as unknown as Caller;
  return { api, calls };
};

test('pdfGenerate with the invoice document; the link and name as answered', async () => {
  const { api, calls } = answering({ fileName: 'invoice-7.pdf', redirectLink: '/api/files/abc.def' });
  expect(await generateInvoicePdf(api, { invoiceId: 7, brandId: 'wallet' })).toEqual({
    fileName: 'invoice-7.pdf',
    redirectLink: '/api/files/abc.def',
  });
  expect(calls).toEqual([['pdfGenerate', { document: { type: 'invoice', invoiceId: 7, brandId: 'wallet' } }]]);
});

test.each([
  ['a foreign link', { fileName: 'invoice-7.pdf', redirectLink: 'https://evil.example/invoice.pdf' }],
  ['no file name', { fileName: '', redirectLink: '/api/files/abc.def' }],
])('%s is malformed', async (_, answer) => {
  await expect(generateInvoicePdf(answering(answer).api, { invoiceId: 7, brandId: 'wallet' })).rejects.toThrow();
});
