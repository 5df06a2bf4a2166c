// The contract's PDF through the PDF generator: the document payload sent, and an answer read through its valibot
// schema (a link outside the API's files area, or no file name, is malformed, never followed).
import type { ApiClient } from '@paydeck/api-client';
import * as v from 'valibot';
import { generateContractPdf } from './contracts';

const answering = (answer: unknown) => {
  const calls: [string, unknown][] = [];
  const api = {
    call: async (method: string, payload: unknown, options: { schema: v.GenericSchema }) => {
      calls.push([method, payload]);
      return v.parse(options.schema, answer);
    },
  } as unknown as Pick<ApiClient, 'call'>;
  return { api, calls };
};

test('pdfGenerate with the contract document; the link and name as answered', async () => {
  const { api, calls } = answering({ fileName: 'contract-58.pdf', redirectLink: '/api/files/abc.def' });
  expect(await generateContractPdf(api, { contractId: 58, brandId: 'wallet' })).toEqual({
    fileName: 'contract-58.pdf',
    redirectLink: '/api/files/abc.def',
  });
  expect(calls).toEqual([['pdfGenerate', { document: { type: 'contract', contractId: 58, brandId: 'wallet' } }]]);
});

test.each([
  ['a foreign link', { fileName: 'contract-58.pdf', redirectLink: '//evil.example/contract.pdf' }],
  ['no file name', { fileName: '', redirectLink: '/api/files/abc.def' }],
])('%s is malformed', async (_, answer) => {
  await expect(generateContractPdf(answering(answer).api, { contractId: 58, brandId: 'wallet' })).rejects.toThrow();
});
