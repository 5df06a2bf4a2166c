// @vitest-environment node
import * as v from 'valibot';
import { describe, expect, test, vi } from 'vitest';
import { createApiClient } from './api-client.ts';
import { ApiError } from './errors.ts';
import { createSubmission } from './submission.ts';
import { fakeFetch, json, networkFailure } from './testing/fake-fetch.ts';

function keys() {
  let n = 0;
  return () => `key-${++n}`;
}

const refusal = new ApiError({ code: 'AE', kind: 'business', message: 'Insufficient funds', status: 200 });

describe('createSubmission', () => {
  test('a double click while in flight sends once and shares the answer', async () => {
    const submission = createSubmission(keys());
    let finish: (value: string) => void = () => {};
    const send = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const first = submission.submit({ amount: '5' }, send);
    const second = submission.submit({ amount: '5' }, send);
    expect(submission.pending).toBe(true);
    finish('booked');
    await expect(Promise.all([first, second])).resolves.toEqual(['booked', 'booked']);
    expect(send).toHaveBeenCalledOnce();
    expect(submission.pending).toBe(false);
  });

  test.each([
    ['success (a re-submit replays the stored answer)', () => Promise.resolve('ok'), 'key-1'],
    [
      'a network failure (the work may be done)',
      () => Promise.reject(new ApiError({ code: 'UE', kind: 'network', message: 'serverError' })),
      'key-1',
    ],
    ['a timeout', () => Promise.reject(new ApiError({ code: 'UE', kind: 'timeout', message: 'serverError' })), 'key-1'],
    [
      'an HTTP 500',
      () => Promise.reject(new ApiError({ code: 'AE', kind: 'http', status: 500, message: 'x' })),
      'key-1',
    ],
    [
      'a malformed answer',
      () => Promise.reject(new ApiError({ code: 'UE', kind: 'malformed', message: 'x' })),
      'key-1',
    ],
    ['an abort', () => Promise.reject(new DOMException('aborted', 'AbortError')), 'key-1'],
    ['a catalogue refusal (nothing was done)', () => Promise.reject(refusal), 'key-2'],
    [
      'an HTTP 4xx',
      () => Promise.reject(new ApiError({ code: 'UE', kind: 'http', status: 404, message: 'x' })),
      'key-2',
    ],
  ])('after %s the same payload is sent with %s', async (_case, outcome, nextKey) => {
    const submission = createSubmission(keys());
    await submission.submit({ amount: '5' }, outcome).catch(() => undefined);
    const send = vi.fn(async (_payload: object, key: string) => key);
    await expect(submission.submit({ amount: '5' }, send)).resolves.toBe(nextKey);
  });

  test('a changed payload is a new intent with a new key; the same payload in another key order is not', async () => {
    const submission = createSubmission(keys());
    const send = async (_payload: object, key: string) => key;
    await expect(submission.submit({ amount: '5', to: '1' }, send)).resolves.toBe('key-1');
    await expect(submission.submit({ to: '1', amount: '5', note: null }, send)).resolves.toBe('key-1');
    await expect(submission.submit({ amount: '6', to: '1' }, send)).resolves.toBe('key-2');
  });

  test('reset() starts a new intent', async () => {
    const submission = createSubmission(keys());
    const send = async (_payload: object, key: string) => key;
    await submission.submit({ amount: '5' }, send);
    submission.reset();
    await expect(submission.submit({ amount: '5' }, send)).resolves.toBe('key-2');
  });

  test('uses crypto.randomUUID v4 keys by default', () => {
    expect(createSubmission().key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  test('with the client: a lost answer, then a re-submit, carries one key on every attempt', async () => {
    const fake = fakeFetch(
      networkFailure(),
      networkFailure(),
      networkFailure(),
      networkFailure(), // first submit: all attempts fail
      networkFailure(),
      json({ responseCode: '00', transactionId: 't-1' }), // second submit
    );
    const api = createApiClient({
      roots: { api: 'https://sandbox.test/api' },
      getAccessToken: () => 'token',
      getLanguage: () => 'en',
      onAuthError: () => {},
      onTermsError: () => {},
      fetch: fake.fetch,
      retryDelay: () => 0,
    });
    const submission = createSubmission();
    const send = (payload: object, idempotencyKey: string) =>
      api.call('transfer', payload, { schema: v.object({ transactionId: v.string() }), idempotencyKey });
    await expect(submission.submit({ toAmount: '10.00' }, send)).rejects.toMatchObject({ kind: 'network' });
    await expect(submission.submit({ toAmount: '10.00' }, send)).resolves.toEqual({ transactionId: 't-1' });
    expect(fake.requests).toHaveLength(6);
    expect(new Set(fake.requests.map((request) => request.headers['idempotency-key']))).toEqual(
      new Set([submission.key]),
    );
  });
});
