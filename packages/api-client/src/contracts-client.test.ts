// @vitest-environment node
import * as v from 'valibot';
import { describe, expect, test, vi } from 'vitest';
import { createContractsClient } from './contracts-client.ts';
import { ApiError } from './errors.ts';
import { empty, fakeFetch, json, networkFailure, text, type Step } from './testing/fake-fetch.ts';

const root = 'https://sandbox.test/contracts';
const ContractList = v.object({
  data: v.array(v.object({ id: v.string() })),
  meta: v.object({ count: v.number(), total: v.number() }),
});

function setup(steps: Step[], customerId: string | null = '77') {
  const fake = fakeFetch(...steps);
  const onAuthError = vi.fn();
  const client = createContractsClient({
    root,
    getAccessToken: () => 'access-1',
    getCustomerId: () => customerId,
    getLanguage: () => 'es',
    onAuthError,
    fetch: fake.fetch,
    retryDelay: () => 0,
  });
  return { client, requests: fake.requests, onAuthError };
}

describe('contracts client', () => {
  test('sends its own base, the customer id header, bearer token, language and version', async () => {
    const { client, requests } = setup([json({ data: [{ id: 'c-1' }], meta: { count: 1, total: 1 } })]);
    const answer = await client.request('GET', 'contract', {
      schema: ContractList,
      query: { orderBy: 'CREATED_AT', orderDir: 'DESC', page: 1, pageSize: 25 },
    });
    expect(answer.data[0]?.id).toBe('c-1');
    expect(requests[0]?.url).toBe(`${root}/contract?orderBy=CREATED_AT&orderDir=DESC&page=1&pageSize=25`);
    expect(requests[0]?.headers).toMatchObject({
      'x-customer-id': '77',
      authorization: 'Bearer access-1',
      'accept-language': 'es',
      'x-client-version': '2.1.2',
    });
  });

  test('without a customer id the header is absent', async () => {
    const { client, requests } = setup([json({ data: [], meta: { count: 0, total: 0 } })], null);
    await client.request('GET', 'contract', { schema: ContractList });
    expect(requests[0]?.headers).not.toHaveProperty('x-customer-id');
  });

  test('a body is stripped of empty fields but not converted; the idempotency key is sent', async () => {
    const { client, requests } = setup([json({ id: 'c-9' })]);
    await client.request('PUT', 'contract', {
      schema: v.object({ id: v.string() }),
      body: { companyId: '12', share: '10.5', note: null },
      idempotencyKey: 'k-1',
    });
    expect(requests[0]).toMatchObject({ method: 'PUT', json: { companyId: '12', share: '10.5' } });
    expect(requests[0]?.headers['idempotency-key']).toBe('k-1');
  });

  test.each([
    [
      '404 with a message',
      json({ message: 'Contract not found' }, 404),
      { code: 'AE', kind: 'http', message: 'Contract not found', status: 404 },
    ],
    [
      '404 without a message',
      text('Not Found', 404),
      { code: 'UE', kind: 'http', message: 'networkError', status: 404 },
    ],
    ['500', json({ message: 'boom' }, 500), { code: 'AE', message: 'Server is not available', status: 500 }],
    ['a malformed success', json({ data: 'nope' }), { code: 'UE', kind: 'malformed' }],
    ['no answer', networkFailure(), { code: 'AE', kind: 'network', message: 'networkError' }],
  ])('%s', async (_case, response, expected) => {
    const steps: Step[] =
      response instanceof Error ? [response, networkFailure(), networkFailure(), networkFailure()] : [response];
    const { client, onAuthError } = setup(steps);
    const error = await client
      .request('GET', 'contract/c-404', { schema: ContractList })
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject(expected);
    expect(onAuthError).not.toHaveBeenCalled();
  });

  test('a 401 ends the session', async () => {
    const { client, onAuthError } = setup([empty(401)]);
    await expect(client.request('GET', 'contract', { schema: ContractList })).rejects.toMatchObject({
      code: 'AU',
      status: 401,
    });
    expect(onAuthError).toHaveBeenCalledOnce();
  });
});
