// @vitest-environment node
import * as v from 'valibot';
import { describe, expect, test, vi } from 'vitest';
import { createApiClient } from './api-client.ts';
import { ApiError } from './errors.ts';
import { createHelpdeskClient, helpdeskJwt, type HelpdeskClientOptions } from './helpdesk-client.ts';
import { fakeFetch, json, type Step } from './testing/fake-fetch.ts';

const root = 'https://sandbox.test/helpdesk';
const Tickets = v.object({ data: v.array(v.object({ id: v.string() })) });
const tickets = () => json({ data: [{ id: 't-1' }] });
const tooMany = () => json({ message: 'Too many requests' }, 429);
const expired = () => json({ message: 'jwt expired' }, 401);

function setup(steps: Step[], overrides: Partial<HelpdeskClientOptions> = {}) {
  const fake = fakeFetch(...steps);
  let issued = 0;
  const getJwt = vi.fn(async () => `jwt-${++issued}`);
  let clock = 0;
  const client = createHelpdeskClient({
    root,
    getJwt,
    fetch: fake.fetch,
    retryDelay: () => 0,
    now: () => clock,
    ...overrides,
  });
  const advance = (ms: number) => {
    clock += ms;
  };
  return { client, requests: fake.requests, getJwt, advance };
}

const list = (client: ReturnType<typeof setup>['client']) =>
  client.request('GET', 'tickets', { schema: Tickets, query: { from: 1, limit: 20 } });

describe('helpdesk client', () => {
  test('sends the helpdesk jwt as bearer, fetched once and reused', async () => {
    const { client, requests, getJwt } = setup([tickets(), tickets()]);
    await list(client);
    await list(client);
    expect(requests.map((request) => request.headers.authorization)).toEqual(['Bearer jwt-1', 'Bearer jwt-1']);
    expect(requests[0]?.url).toBe(`${root}/tickets?from=1&limit=20`);
    expect(getJwt).toHaveBeenCalledOnce();
  });

  test.each([
    [
      'a 401 renews the jwt and retries once, successfully',
      [expired(), tickets()],
      true,
      ['Bearer jwt-1', 'Bearer jwt-2'],
    ],
    [
      'a second 401 is an error, with no third attempt',
      [expired(), expired(), tickets()],
      false,
      ['Bearer jwt-1', 'Bearer jwt-2'],
    ],
  ])('%s', async (_case, steps, succeeds, sent) => {
    const { client, requests, getJwt } = setup(steps);
    const outcome = list(client);
    if (succeeds) await expect(outcome).resolves.toEqual({ data: [{ id: 't-1' }] });
    else await expect(outcome).rejects.toMatchObject({ code: 'AU', status: 401, message: 'jwt expired' });
    expect(requests.map((request) => request.headers.authorization)).toEqual(sent);
    expect(getJwt).toHaveBeenCalledTimes(2);
  });

  test('a 429 fails the client: further calls reject at once without network until the cool-down', async () => {
    const { client, requests, advance } = setup([tooMany(), tickets()], { coolDownMs: 60_000 });
    const states: string[] = [];
    client.subscribe((state) => states.push(state));
    await expect(list(client)).rejects.toMatchObject({ status: 429, message: 'helpdeskUnavailable' });
    expect(client.state).toBe('failed');
    advance(59_999);
    const refused = await list(client).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(requests).toHaveLength(1);
    advance(1);
    await expect(list(client)).resolves.toBeTruthy();
    expect(requests).toHaveLength(2);
    expect(client.state).toBe('ready');
    expect(states).toEqual(['failed', 'ready']);
  });

  test('retry() lets the next call through at once; a success makes the client ready', async () => {
    const { client, requests } = setup([tooMany(), tickets()]);
    await list(client).catch(() => undefined);
    await expect(list(client)).rejects.toBeInstanceOf(ApiError);
    client.retry();
    expect(client.state).toBe('failed');
    await list(client);
    expect(client.state).toBe('ready');
    expect(requests).toHaveLength(2);
  });

  test('a 429 on the probe after the cool-down fails the client again', async () => {
    const { client, requests, advance } = setup([tooMany(), tooMany(), tickets()], { coolDownMs: 1000 });
    await list(client).catch(() => undefined);
    advance(1000);
    await expect(list(client)).rejects.toMatchObject({ status: 429 });
    advance(999);
    await expect(list(client)).rejects.toMatchObject({ status: 429 });
    expect(requests).toHaveLength(2);
  });

  test('other errors do not fail the client', async () => {
    const { client } = setup([json({ message: 'Ticket not found' }, 404), tickets()]);
    await expect(list(client)).rejects.toMatchObject({ code: 'AE', message: 'Ticket not found', status: 404 });
    expect(client.state).toBe('ready');
  });

  test('helpdeskJwt() reads the jwt from GET <api>/zoho/jwt', async () => {
    const fake = fakeFetch(json({ responseCode: '00', token: 'jwt-from-proxy' }));
    const api = createApiClient({
      roots: { api: 'https://sandbox.test/api' },
      getAccessToken: () => 'access-1',
      getLanguage: () => 'en',
      onAuthError: () => {},
      onTermsError: () => {},
      fetch: fake.fetch,
    });
    await expect(helpdeskJwt(api, 42)).resolves.toBe('jwt-from-proxy');
    expect(fake.requests[0]).toMatchObject({
      method: 'GET',
      url: 'https://sandbox.test/api/zoho/jwt?fromCustomerId=42',
    });
    expect(fake.requests[0]?.headers.authorization).toBe('Bearer access-1');
  });
});
