// @vitest-environment node
import * as v from 'valibot';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { BatchNeedsConfirmation, createApiClient, type ApiClientOptions } from './api-client.ts';
import { ApiError, isNotImplemented } from './errors.ts';
import { empty, fakeFetch, json, networkFailure, text, type Step } from './testing/fake-fetch.ts';

const root = 'https://sandbox.test/api';
const Balance = v.object({ responseCode: v.string(), balance: v.string() });

function setup(steps: Step[], overrides: Partial<ApiClientOptions> = {}) {
  const fake = fakeFetch(...steps);
  const onAuthError = vi.fn();
  const onTermsError = vi.fn();
  const client = createApiClient({
    roots: { api: root },
    getAccessToken: () => 'access-1',
    getLanguage: () => 'ro',
    onAuthError,
    onTermsError,
    fetch: fake.fetch,
    retryDelay: () => 0,
    ...overrides,
  });
  return { client, requests: fake.requests, onAuthError, onTermsError };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('request', () => {
  test('POSTs to <api>?method=<name> with the transport headers and the prepared body', async () => {
    const { client, requests } = setup([json({ responseCode: '00', balance: '10.50' })]);
    await client.call(
      'transferBetweenAccounts',
      { toAmount: '10.50', fromAccount: '12', reference: null, toAccount: '13' },
      { schema: Balance, fromCustomerId: '77', idempotencyKey: 'key-1' },
    );
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe(`${root}?method=transferBetweenAccounts`);
    expect(request?.headers).toMatchObject({
      'accept-language': 'ro',
      'x-client-version': '2.1.2',
      authorization: 'Bearer access-1',
      'idempotency-key': 'key-1',
      'content-type': 'application/json',
    });
    expect(request?.json).toEqual({ toAmount: '10.50', fromAccount: 12, toAccount: 13, fromCustomerId: 77 });
  });

  test.each([
    ['fromEmail', { fromEmail: 'boss@demo.paydeck.test' }, { fromEmail: 'boss@demo.paydeck.test' }],
    ['authSecret', { authSecret: 's3cr3t' }, { authSecret: 's3cr3t' }],
    ['lang', { lang: 'pt' }, { lang: 'pt' }],
    ['nothing extra', {}, {}],
  ])('adds %s to the body', async (_case, extras, expected) => {
    const { client, requests } = setup([json({ responseCode: '00', balance: '1' })]);
    await client.call('countries', { a: 1 }, { schema: Balance, ...extras });
    expect(requests[0]?.json).toEqual({ a: 1, ...expected });
  });

  test.each([
    ['no token', undefined],
    ['an empty token', ''],
    ['null', null],
  ])('sends no Authorization header with %s, and no Idempotency-Key on a read', async (_case, token) => {
    const { client, requests } = setup([json({ responseCode: '00', balance: '1' })], {
      getAccessToken: async () => token,
    });
    await client.call('checkEmail', { email: 'a@b.co' }, { schema: Balance, idempotent: true });
    expect(requests[0]?.headers).not.toHaveProperty('authorization');
    expect(requests[0]?.headers).not.toHaveProperty('idempotency-key');
  });

  test('get() sends GET <api>/<path>?<query> without a body', async () => {
    const { client, requests } = setup([json({ responseCode: '00', balance: '1' })]);
    await client.get('zoho/tickets', { schema: Balance, query: { fromCustomerId: 7, missing: undefined } });
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url).toBe(`${root}/zoho/tickets?fromCustomerId=7`);
    expect(requests[0]?.body).toBe('');
  });

  test('send() uses a path under the API root with the body rules', async () => {
    const { client, requests } = setup([json({ responseCode: '00', balance: '1' })]);
    await client.send('POST', 'customer/two-step-verification', { mode: '1', typeMode: '2' }, { schema: Balance });
    expect(requests[0]?.url).toBe(`${root}/customer/two-step-verification`);
    expect(requests[0]?.json).toEqual({ mode: 1, typeMode: 2 });
  });

  test('files make a multipart body with a data JSON part', async () => {
    const { client, requests } = setup([json({ responseCode: '00', balance: '1' })]);
    await client.call(
      'logoCreate',
      { name: '123', accountId: '5' },
      {
        schema: Balance,
        files: { file: new Blob(['png'], { type: 'image/png' }), pages: [new Blob(['a']), new Blob(['b'])] },
      },
    );
    const request = requests[0];
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const form = await new Response(request?.body, {
      headers: { 'Content-Type': request?.headers['content-type'] ?? '' },
    }).formData();
    expect(JSON.parse(String(form.get('data')))).toEqual({ name: '123', accountId: 5 });
    expect(form.getAll('pages')).toHaveLength(2);
    expect(await (form.get('file') as Blob).text()).toBe('png');
  });
});

describe('answers', () => {
  test.each(['00', 'SUCCESS'])('responseCode %s is success, parsed by the schema', async (code) => {
    const { client } = setup([json({ responseCode: code, balance: '10.50', extra: 1 })]);
    await expect(client.call('balanceInquiry', {}, { schema: Balance })).resolves.toEqual({
      responseCode: code,
      balance: '10.50',
    });
  });

  test('92 is a BatchNeedsConfirmation result when the call expects one', async () => {
    const { client } = setup([json({ responseCode: '92', batchId: 'b-1', result: [] })]);
    const answer = await client.call(
      'globalPayBatchUpload',
      {},
      {
        schema: Balance,
        confirmationSchema: v.object({ batchId: v.string() }),
      },
    );
    expect(answer).toBeInstanceOf(BatchNeedsConfirmation);
    expect(answer).toMatchObject({ kind: 'needsConfirmation', data: { batchId: 'b-1' } });
  });

  test('92 on a call that does not expect it is an ApiError', async () => {
    const { client } = setup([json({ responseCode: '92' })]);
    expect((await failure(client.call('balanceInquiry', {}, { schema: Balance }))).code).toBe('92');
  });

  test.each(['VF', 'AE', 'UE', 'ENOA', 'CA', '13', 'TA1', 'IM', 'XX'])(
    'responseCode %s is an ApiError with that code',
    async (code) => {
      const { client, onAuthError, onTermsError } = setup([
        json({ responseCode: code, responseDescription: `described ${code}`, errors: ['one', 'two'] }),
      ]);
      const error = await failure(client.call('anything', {}, { schema: Balance }));
      expect(error).toMatchObject({
        code,
        kind: 'business',
        description: `described ${code}`,
        message: `described ${code}`,
        status: 200,
      });
      expect(error.errors).toEqual(['one', 'two']);
      expect(onAuthError).not.toHaveBeenCalled();
      expect(onTermsError).not.toHaveBeenCalled();
    },
  );

  test.each([
    ['description first', { responseDescription: 'd', message: 'm' }, 'd', 'd'],
    ['message when no description', { message: 'm' }, undefined, 'm'],
    ['serverError when neither', {}, undefined, 'serverError'],
  ])('error text: %s', async (_case, fields, description, message) => {
    const { client } = setup([json({ responseCode: 'AE', ...fields })]);
    expect(await failure(client.call('x', {}, { schema: Balance }))).toMatchObject({ description, message });
  });

  test('VF carries its validation errors', async () => {
    const validationErrors = [{ param: 'amount', description: 'must be positive' }];
    const { client } = setup([json({ responseCode: 'VF', responseDescription: 'Invalid', validationErrors })]);
    expect((await failure(client.call('x', {}, { schema: Balance }))).validationErrors).toEqual(validationErrors);
  });

  test('TE calls onTermsError with the terms and rejects', async () => {
    const terms = [
      { id: 1, key: 'privacy', label: 'Privacy policy', text: 'Accept', url: 'https://x.test/p', value: false },
    ];
    const { client, onTermsError, onAuthError } = setup([json({ responseCode: 'TE', terms })]);
    const error = await failure(client.call('customerInfo', {}, { schema: Balance }));
    expect(error.code).toBe('TE');
    expect(error.terms).toEqual(terms);
    expect(onTermsError).toHaveBeenCalledExactlyOnceWith(terms);
    expect(onAuthError).not.toHaveBeenCalled();
  });

  test.each([
    ['an AU answer', json({ responseCode: 'AU', responseDescription: 'Unauthorized' }), 'AU', 200],
    ['HTTP 401 with AU', json({ responseCode: 'AU', responseDescription: 'Unauthorized' }, 401), 'AU', 401],
    ['a bare HTTP 401', empty(401), 'AU', 401],
    ['HTTP 401 with another code', json({ responseCode: 'ENOA' }, 401), 'ENOA', 401],
  ])('%s ends the session', async (_case, response, code, status) => {
    const { client, onAuthError } = setup([response]);
    expect(await failure(client.call('x', {}, { schema: Balance }))).toMatchObject({ code, status });
    expect(onAuthError).toHaveBeenCalledOnce();
  });
});

describe('HTTP failures and malformed answers', () => {
  test.each([
    [
      'HTTP 500 with a body',
      json({ responseCode: 'AE', responseDescription: 'db down' }, 500),
      { code: 'AE', kind: 'http', message: 'Server is not available', status: 500 },
    ],
    [
      'HTTP 500 without a body',
      empty(500),
      { code: 'AE', kind: 'http', message: 'Server is not available', status: 500 },
    ],
    [
      'HTTP 503',
      text('Service Unavailable', 503),
      { code: 'AE', kind: 'http', message: 'Server is not available', status: 503 },
    ],
    [
      'HTTP 404 from a proxy',
      text('Not Found', 404),
      { code: 'UE', kind: 'http', message: 'networkError', status: 404 },
    ],
    [
      'HTTP 400 with a catalogue answer',
      json({ responseCode: 'VF', responseDescription: 'bad' }, 400),
      { code: 'VF', kind: 'business', message: 'bad', status: 400 },
    ],
    ['HTTP 400 saying success', json({ responseCode: '00' }, 400), { code: 'UE', kind: 'http', status: 400 }],
    [
      '200 that is not JSON',
      text('<html>oops</html>'),
      { code: 'UE', kind: 'malformed', message: 'malformedAnswer', status: 200 },
    ],
    // Spec 8's missing response: 'serverError' (was UE 'malformedAnswer', which the spec gives to no case).
    [
      '200 with an empty body',
      new Response('', { status: 200 }),
      { code: 'AE', kind: 'malformed', message: 'serverError', status: 200 },
    ],
    ['200 without responseCode', json({ balance: '1' }), { code: 'UE', kind: 'malformed', status: 200 }],
    ['200 with a JSON array', json([1, 2]), { code: 'UE', kind: 'malformed' }],
  ])('%s', async (_case, response, expected) => {
    const { client, requests } = setup([response]);
    expect(await failure(client.call('x', {}, { schema: Balance }))).toMatchObject(expected);
    expect(requests).toHaveLength(1); // HTTP answers are never retried
  });

  test('a success that does not match the schema is malformed, with the valibot issues', async () => {
    const { client } = setup([json({ responseCode: '00', balance: 10.5 })]);
    const error = await failure(client.call('balanceInquiry', {}, { schema: Balance }));
    expect(error.kind).toBe('malformed');
    expect(error.issues?.[0]?.path?.[0]?.key).toBe('balance');
    expect(error.answer).toEqual({ responseCode: '00', balance: 10.5 });
  });
});

describe('retries', () => {
  test.each([
    ['one failure', 1],
    ['two failures', 2],
    ['three failures', 3],
  ])('network failures are retried (%s) with the same Idempotency-Key every time', async (_case, failures) => {
    const steps: Step[] = [
      ...Array.from({ length: failures }, networkFailure),
      json({ responseCode: '00', balance: '1' }),
    ];
    const { client, requests } = setup(steps);
    await expect(
      client.call('transfer', { toAmount: '1' }, { schema: Balance, idempotencyKey: 'same' }),
    ).resolves.toBeTruthy();
    expect(requests).toHaveLength(failures + 1);
    expect(new Set(requests.map((request) => request.headers['idempotency-key']))).toEqual(new Set(['same']));
    expect(new Set(requests.map((request) => request.body)).size).toBe(1);
  });

  // Spec 8: AE, a network or other failure carrying its message (was UE 'serverError').
  test('after 3 retries a network failure is AE "networkError", kind network', async () => {
    const { client, requests } = setup([
      networkFailure(),
      networkFailure(),
      networkFailure(),
      networkFailure(),
      json({}),
    ]);
    const error = await failure(client.call('x', {}, { schema: Balance, idempotent: true }));
    expect(error).toMatchObject({ code: 'AE', kind: 'network', message: 'networkError' });
    expect((error.cause as Error).message).not.toBe(''); // the failure's own words, for logs
    expect(requests).toHaveLength(4);
  });

  test.each([
    ['ky-recognised message (undici)', new TypeError('fetch failed')],
    ['any TypeError from fetch', new TypeError('Load failed somewhere')],
  ])('counts %s as a network failure', async (_case, error) => {
    const { client, requests } = setup([error, json({ responseCode: '00', balance: '1' })]);
    await client.call('x', {}, { schema: Balance, idempotent: true });
    expect(requests).toHaveLength(2);
  });

  test('an error that is not a network failure is not retried', async () => {
    const { client, requests } = setup([new RangeError('bug'), json({})]);
    expect(await failure(client.call('x', {}, { schema: Balance, idempotent: true }))).toMatchObject({
      kind: 'network',
    });
    expect(requests).toHaveLength(1);
  });

  test('waits 300, 600 and 1200 ms between attempts by default', async () => {
    vi.useFakeTimers();
    const { client, requests } = setup(
      [networkFailure(), networkFailure(), networkFailure(), json({ responseCode: '00', balance: '1' })],
      { retryDelay: undefined },
    );
    const done = client.call('x', {}, { schema: Balance, idempotent: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(requests).toHaveLength(1);
    for (const [wait, expected] of [
      [299, 1],
      [1, 2],
      [599, 2],
      [1, 3],
      [1199, 3],
      [1, 4],
    ] as const) {
      await vi.advanceTimersByTimeAsync(wait);
      expect(requests).toHaveLength(expected);
    }
    await expect(done).resolves.toBeTruthy();
  });
});

describe('spec 8: failures without a catalogue answer', () => {
  test.each<[string, Step[], Partial<ApiError>, number]>([
    [
      'a network failure, after its 3 retries',
      [networkFailure(), networkFailure(), networkFailure(), networkFailure()],
      { code: 'AE', kind: 'network', message: 'networkError' },
      4,
    ],
    ['HTTP 500', [empty(500)], { code: 'AE', kind: 'http', message: 'Server is not available', status: 500 }, 1],
    ['HTTP 502', [text('Bad Gateway', 502)], { code: 'AE', kind: 'http', message: 'Server is not available' }, 1],
    ['a missing response (no body)', [empty(200)], { code: 'AE', message: 'serverError', status: 200 }, 1],
  ])('%s', async (_case, steps, expected, attempts) => {
    const { client, requests } = setup(steps);
    expect(await failure(client.call('x', {}, { schema: Balance, idempotent: true }))).toMatchObject(expected);
    expect(requests).toHaveLength(attempts);
  });

  test('a network failure that passes on a retry is no failure', async () => {
    const { client, requests } = setup([networkFailure(), json({ responseCode: '00', balance: '1' })]);
    await expect(client.call('x', {}, { schema: Balance, idempotent: true })).resolves.toMatchObject({ balance: '1' });
    expect(requests).toHaveLength(2);
  });
});

describe("'Not implemented' (identity spec 7.2)", () => {
  test('is an AE error the caller can recognise: not retried, no session change', async () => {
    const { client, requests, onAuthError, onTermsError } = setup([
      json({ responseCode: 'AE', responseDescription: 'Not implemented' }),
      json({ responseCode: '00', balance: '1' }),
    ]);
    const error = await failure(client.call('customerTaxNumberUpdate', { taxId: 'X1234' }, { schema: Balance }));
    expect(error).toMatchObject({ code: 'AE', kind: 'business', message: 'Not implemented' });
    expect(isNotImplemented(error)).toBe(true);
    expect(requests).toHaveLength(1);
    expect(onAuthError).not.toHaveBeenCalled();
    expect(onTermsError).not.toHaveBeenCalled();
  });

  test.each([
    ['another AE', new ApiError({ code: 'AE', kind: 'business', message: 'Limit reached' })],
    ['a network failure', new ApiError({ code: 'AE', kind: 'network', message: 'networkError' })],
    ['a plain error', new Error('Not implemented')],
  ])('%s is not it', (_case, error) => {
    expect(isNotImplemented(error)).toBe(false);
  });
});

describe('timeout and abort', () => {
  test('no answer within 5 minutes is AE "serverError" (a missing response), kind timeout, not retried', async () => {
    vi.useFakeTimers();
    const { client, requests } = setup(['hang', json({})]);
    let settled = false;
    const done = failure(client.call('x', {}, { schema: Balance })).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(5 * 60 * 1000 - 1);
    expect(settled).toBe(false);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    expect(await done).toMatchObject({ code: 'AE', kind: 'timeout', message: 'serverError' });
    expect(requests).toHaveLength(1);
  });

  test("the caller's abort rejects with the AbortError, not an ApiError", async () => {
    const controller = new AbortController();
    const { client, onAuthError } = setup(['hang']);
    const done = client.call('x', {}, { schema: Balance, signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 0));
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
    expect(onAuthError).not.toHaveBeenCalled();
  });
});
