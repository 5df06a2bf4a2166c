// split-pay-signer-identification: the path call with the contract id, its answer read through the schema (a
// landing outside the app is malformed, never followed).
import type { ApiClient } from '@paydeck/api-client';
import * as v from 'valibot';
import { startSignerIdentification } from './contracts';

const answering = (answer: unknown) => {
  const sent: [string, string, unknown][] = [];
  const api = {
    send: async (method: string, path: string, payload: unknown, options: { schema: v.GenericSchema }) => {
      sent.push([method, path, payload]);
      return v.parse(options.schema, answer);
    },
  } as unknown as Pick<ApiClient, 'send'>;
  return { api, sent };
};

test('POST split-pay-signer-identification with the contract id; the run as answered', async () => {
  const run = { workflowRunId: 'run-1', token: 'tok', url: '/identity-verification/run-1/tok' };
  const { api, sent } = answering({ ...run, responseCode: '00' });
  expect(await startSignerIdentification(api, 58)).toEqual(run);
  expect(sent).toEqual([['POST', 'split-pay-signer-identification', { contractId: 58 }]]);
});

test.each([
  ['a foreign landing', { workflowRunId: 'r', token: 't', url: 'https://evil.example/identity-verification/r/t' }],
  ['a protocol-relative landing', { workflowRunId: 'r', token: 't', url: '//evil.example/x' }],
  ['no token', { workflowRunId: 'r', token: '', url: '/identity-verification/r/t' }],
])('%s is malformed', async (_, answer) => {
  await expect(startSignerIdentification(answering(answer).api, 58)).rejects.toThrow();
});
