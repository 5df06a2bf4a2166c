// @vitest-environment node
// The retry rule across the clients (payments spec 7 "Transport": network errors are retried up to 3 times): every
// write carries an Idempotency-Key (the caller's for one intent, else one of its own per call, the same on each of
// its attempts), so every network failure is retried; only the external helpdesk's writes, which no key protects,
// are sent once.
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { createApiClient } from './api-client.ts';
import { createContractsClient } from './contracts-client.ts';
import { createHelpdeskClient } from './helpdesk-client.ts';
import { fakeFetch, json, networkFailure, type Step } from './testing/fake-fetch.ts';
import { createTokenClient } from './token/client.ts';

const Ok = v.object({ responseCode: v.string() });
const Data = v.object({ data: v.unknown() });
const tokens = { accessToken: 'a-2', refreshToken: 'r-2', expiresIn: 300 };

function clients(steps: Step[]) {
  const fake = fakeFetch(...steps);
  const common = { fetch: fake.fetch, retryDelay: () => 0, getLanguage: () => 'en' };
  const noop = () => {};
  return {
    requests: fake.requests,
    api: createApiClient({
      ...common,
      roots: { api: 'https://s.test/api' },
      getAccessToken: () => 'access-1',
      onAuthError: noop,
      onTermsError: noop,
    }),
    contracts: createContractsClient({
      ...common,
      root: 'https://s.test/contracts',
      getAccessToken: () => 'access-1',
      getCustomerId: () => 7,
      onAuthError: noop,
    }),
    helpdesk: createHelpdeskClient({ ...common, root: 'https://s.test/helpdesk', getJwt: async () => 'jwt' }),
    token: createTokenClient({ ...common, root: 'https://s.test/auth', getAccessToken: () => 'access-1' }),
  };
}

type Clients = ReturnType<typeof clients>;
type Key = 'its own' | 'the caller’s' | 'none';

const envelope = () => json({ responseCode: '00' });
const data = () => json({ data: {} });

describe('each kind of call: its key, and its attempts after one network failure', () => {
  test.each<[string, Key, number, (c: Clients) => Promise<unknown>, () => Response]>([
    ['method API write', 'its own', 2, (c) => c.api.call('cardChangePin', { pin: '1234' }, { schema: Ok }), envelope],
    [
      'method API write of one intent (createSubmission)',
      'the caller’s',
      2,
      (c) => c.api.call('transferBetweenAccounts', {}, { schema: Ok, idempotencyKey: 'intent-1' }),
      envelope,
    ],
    ['method API read', 'none', 2, (c) => c.api.call('balanceInquiry', {}, { schema: Ok, idempotent: true }), envelope],
    [
      'method API upload',
      'its own',
      2,
      (c) => c.api.call('logoCreate', {}, { schema: Ok, files: { f: new Blob(['x']) } }),
      envelope,
    ],
    [
      'path POST',
      'its own',
      2,
      (c) => c.api.send('POST', 'customer/two-step-verification', {}, { schema: Ok }),
      envelope,
    ],
    ['path PATCH', 'its own', 2, (c) => c.api.send('PATCH', 'things/1', {}, { schema: Ok }), envelope],
    ['path DELETE', 'its own', 2, (c) => c.api.send('DELETE', 'public-api/webhook/1', {}, { schema: Ok }), envelope],
    ['path GET', 'none', 2, (c) => c.api.get('zoho/jwt', { schema: Ok }), envelope],
    [
      'contracts POST',
      'its own',
      2,
      (c) => c.contracts.request('POST', 'contract/1/cancel', { body: {}, schema: Data }),
      data,
    ],
    [
      'contracts PUT (create, one intent)',
      'the caller’s',
      2,
      (c) => c.contracts.request('PUT', 'contract', { body: {}, schema: Data, idempotencyKey: 'intent-2' }),
      data,
    ],
    ['contracts GET', 'none', 2, (c) => c.contracts.request('GET', 'contract', { schema: Data }), data],
    [
      'helpdesk POST (outside service)',
      'none',
      1,
      (c) => c.helpdesk.request('POST', 'composetickets', { body: {}, schema: Data }),
      data,
    ],
    ['helpdesk PUT', 'none', 2, (c) => c.helpdesk.request('PUT', 'tickets/1', { body: {}, schema: Data }), data],
    ['helpdesk GET', 'none', 2, (c) => c.helpdesk.request('GET', 'tickets', { schema: Data }), data],
    [
      'sign-in',
      'its own',
      2,
      (c) => c.token.login({ client: 'spa', username: 'u', password: 'p', codeChallenge: 'c' }),
      () => json({ flow: 'direct', code: 'c-1' }),
    ],
    ['code exchange', 'its own', 2, (c) => c.token.token({ code: 'c-1', codeVerifier: 'v' }), () => json(tokens)],
    ['token refresh', 'its own', 2, (c) => c.token.refresh('r-1'), () => json(tokens)],
    ['logout', 'its own', 2, (c) => c.token.logout('r-1'), () => json({})],
    ['device approval (PATCH)', 'its own', 2, (c) => c.token.devices.approveMethod(1, 2), () => json({})],
    ['device list', 'none', 2, (c) => c.token.devices.list(), () => json([])],
  ])('%s: key %s, %i attempt(s)', async (_case, key, attempts, run, answer) => {
    const c = clients([networkFailure(), answer()]);
    await run(c).catch(() => undefined);
    expect(c.requests).toHaveLength(attempts);
    const keys = c.requests.map((request) => request.headers['idempotency-key']);
    if (key === 'none') expect(keys.every((sent) => sent === undefined)).toBe(true);
    if (key === 'the caller’s') expect(new Set(keys)).toEqual(new Set([keys[0]]));
    if (key === 'the caller’s') expect(keys[0]).toMatch(/^intent-/);
    if (key === 'its own') expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    if (key === 'its own') expect(new Set(keys).size).toBe(1); // the same key on every attempt of the call
  });

  test('each call of a write gets a key of its own: two calls are two intents', async () => {
    const c = clients([envelope(), envelope()]);
    await c.api.call('cardChangePin', { pin: '1234' }, { schema: Ok });
    await c.api.call('cardChangePin', { pin: '1234' }, { schema: Ok });
    const [first, second] = c.requests.map((request) => request.headers['idempotency-key']);
    expect(first).toBeDefined();
    expect(first).not.toBe(second);
  });
});

/**
 * A server that keeps answers by Idempotency-Key, as the sandbox does, whose first answer is lost after the work was
 * done (the connection drops): the "booked, but I never heard back" case.
 */
function storingServer(answerOf: (work: number) => unknown) {
  const kept = new Map<string, unknown>();
  let work = 0;
  let lost = false;
  const step = async (request: Request): Promise<Response> => {
    const key = request.headers.get('idempotency-key');
    const stored = key ? kept.get(key) : undefined;
    if (stored) return json(stored);
    work += 1;
    const answer = answerOf(work);
    if (key) kept.set(key, answer);
    if (!lost) {
      lost = true;
      throw networkFailure();
    }
    return json(answer);
  };
  return { steps: [step, step] as Step[], work: () => work };
}

describe('a network failure after the server did the work: the retry is answered from its store', () => {
  test.each<[string, (c: Clients) => Promise<unknown>, (work: number) => unknown, unknown]>([
    [
      'a transfer without a form intent',
      (c) => c.api.call('transferBetweenAccounts', {}, { schema: v.object({ transactionId: v.string() }) }),
      (work) => ({ responseCode: '00', transactionId: `t-${work}` }),
      { transactionId: 't-1' },
    ],
    [
      'a contract cancelled',
      (c) => c.contracts.request('POST', 'contract/1/cancel', { body: {}, schema: Data }),
      (work) => ({ data: { status: 'cancelled', version: work } }),
      { data: { status: 'cancelled', version: 1 } },
    ],
    [
      'a token refresh',
      (c) => c.token.refresh('r-1'),
      (work) => ({ ...tokens, accessToken: `a-${work}` }),
      { accessToken: 'a-1' },
    ],
  ])('%s: the work happens once and the first answer arrives', async (_case, run, answerOf, expected) => {
    const server = storingServer(answerOf);
    const c = clients(server.steps);
    await expect(run(c)).resolves.toMatchObject(expected as object);
    expect(server.work()).toBe(1);
    expect(c.requests).toHaveLength(2);
  });
});
