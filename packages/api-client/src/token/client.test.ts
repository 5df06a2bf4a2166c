// @vitest-environment node
import { describe, expect, test, vi } from 'vitest';
import { empty, fakeFetch, json, networkFailure, text, type Step } from '../testing/fake-fetch.ts';
import { createTokenClient, deviceApiRootOf, type TokenClientOptions } from './client.ts';
import { TokenError } from './errors.ts';

const root = 'https://sandbox.test/auth';
const tokens = { accessToken: 'a-1', refreshToken: 'r-1', expiresIn: 300 };
const loginInput = {
  client: 'spa',
  username: 'anna.personal@demo.paydeck.test',
  password: 'demo-Pass-1',
  codeChallenge: 'c'.repeat(43),
} as const;

function setup(steps: Step[], overrides: Partial<TokenClientOptions> = {}) {
  const fake = fakeFetch(...steps);
  const onAuthError = vi.fn();
  const client = createTokenClient({
    root,
    fetch: fake.fetch,
    retryDelay: () => 0,
    getAccessToken: () => 'bearer-1',
    onAuthError,
    ...overrides,
  });
  return { client, requests: fake.requests, onAuthError };
}

async function tokenError(promise: Promise<unknown>): Promise<TokenError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(TokenError);
  return error as TokenError;
}

describe('login', () => {
  test.each([
    ['simple', { flow: 'simple', ...tokens }],
    ['direct', { flow: 'direct', code: 'c-1' }],
    ['otp', { flow: 'otp', code: 'c-1' }],
    ['verifyDevice', { flow: 'verifyDevice', code: 'c-1' }],
    [
      'push',
      {
        flow: 'push',
        code: 'c-1',
        key: 'k-1',
        devices: [{ id: 1, name: 'Pixel', type: 'android' }],
        link: 'https://x.test/qr',
      },
    ],
    ['sms', { flow: 'sms', code: 'c-1', maskedPhone: '+37*****123', identifier: '42' }],
    [
      'with a migration',
      { flow: 'direct', code: 'c-1', migration: { type: 'soft', strategy: 'migrate', daysLeft: 12 } },
    ],
  ])('answers the %s flow', async (_case, answer) => {
    const { client, requests } = setup([json(answer)]);
    await expect(client.login(loginInput)).resolves.toEqual({ ok: true, answer });
    expect(requests[0]).toMatchObject({ method: 'POST', url: `${root}/login`, json: loginInput });
    expect(requests[0]?.headers['x-client-version']).toBe('2.1.2');
    expect(requests[0]?.headers).not.toHaveProperty('authorization');
  });

  test.each([
    [
      '403 with a message gives that message',
      json({ message: 'Invalid username or password' }, 403),
      'Invalid username or password',
      'rejected',
    ],
    ['403 without a message gives false', json({}, 403), false, 'badStatus'],
    ['500 gives false', empty(500), false, 'badStatus'],
    ['an unknown flow gives false', json({ flow: 'magic', code: 'c' }), false, 'malformed'],
    [
      'an sms identifier of 3 digits gives false',
      json({ flow: 'sms', code: 'c', maskedPhone: 'x', identifier: '123' }),
      false,
      'malformed',
    ],
    ['not JSON gives false', text('<html>'), false, 'malformed'],
  ])('failure: %s', async (_case, response, message, kind) => {
    const { client } = setup([response]);
    const outcome = await client.login(loginInput);
    expect(outcome).toMatchObject({ ok: false, message, error: { kind } });
  });

  test('no answer after the 3 retries gives false with a network error', async () => {
    const { client, requests } = setup([networkFailure(), networkFailure(), networkFailure(), networkFailure()]);
    await expect(client.login(loginInput)).resolves.toMatchObject({
      ok: false,
      message: false,
      error: { kind: 'network', message: 'unknow error' },
    });
    expect(requests).toHaveLength(4);
  });
});

describe('error texts (spec 8)', () => {
  test.each([
    ['403 { message }', json({ message: 'Invalid code verifier' }, 403), 'rejected', 'Invalid code verifier'],
    ['403 without message', text('Forbidden', 403), 'badStatus', 'bad status'],
    ['404', json({ error: 'x' }, 404), 'badStatus', 'bad status'],
    [
      '400 with a message',
      json({ message: 'codeVerifier must be 43..128 characters' }, 400),
      'badStatus',
      'bad status',
    ],
    ['500', empty(500), 'badStatus', 'bad status'],
    ['a network failure', networkFailure(), 'network', 'unknow error'],
    ['a malformed success', json({ accessToken: 'a' }), 'malformed', 'strange error'],
  ])('token(): %s → %s "%s"', async (_case, response, kind, message) => {
    const { client } = setup(response instanceof Error ? [response, response, response, response] : [response]);
    expect(await tokenError(client.token({ code: 'c', codeVerifier: 'v' }))).toMatchObject({ kind, message });
  });
});

describe('token and refresh', () => {
  test('token() exchanges the code with the verifier and the otp', async () => {
    const { client, requests } = setup([json(tokens)]);
    await expect(client.token({ code: 'c-1', codeVerifier: 'v'.repeat(128), otp: '012345' })).resolves.toEqual(tokens);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: `${root}/token`,
      json: { code: 'c-1', codeVerifier: 'v'.repeat(128), otp: '012345' },
    });
  });

  test('token() marks the exchange of an entry link', async () => {
    const { client, requests } = setup([json(tokens)]);
    await client.token({ code: 'c-1', codeVerifier: 'v'.repeat(128), entry: true });
    expect(requests[0]?.json).toEqual({ code: 'c-1', codeVerifier: 'v'.repeat(128), entry: true });
  });

  test('token() for the device flow sends secret and pushToken', async () => {
    const { client, requests } = setup([json(tokens)]);
    await client.token({ secret: 's', pushToken: 'p' });
    expect(requests[0]?.json).toEqual({ secret: 's', pushToken: 'p' });
  });

  test('refresh() sends the refresh token and answers new tokens', async () => {
    const { client, requests } = setup([json(tokens)]);
    await expect(client.refresh('r-0')).resolves.toEqual(tokens);
    expect(requests[0]).toMatchObject({ url: `${root}/refresh`, json: { refreshToken: 'r-0' } });
  });

  test.each(['', '   '])('refresh(%j) is refused before any request', async (refreshToken) => {
    const { client, requests } = setup([json(tokens)]);
    expect(await tokenError(client.refresh(refreshToken))).toMatchObject({
      kind: 'sessionExpired',
      message: 'session expired',
    });
    expect(requests).toHaveLength(0);
  });

  test.each([
    ['a revoked token (403 { message })', json({ message: 'Invalid refresh token' }, 403), 403],
    ['a 500', empty(500), 500],
    ['a network failure', networkFailure(), undefined],
    ['a malformed answer', json({}), 200],
  ])('every refresh failure is "session expired": %s', async (_case, response, status) => {
    const { client } = setup(response instanceof Error ? [response, response, response, response] : [response]);
    const error = await tokenError(client.refresh('r-1'));
    expect(error).toMatchObject({ kind: 'sessionExpired', message: 'session expired', status });
    expect(error.cause).toBeInstanceOf(TokenError);
  });
});

describe('logout, confirm and the small calls', () => {
  test('logout() revokes the refresh token; an empty one sends nothing', async () => {
    const { client, requests } = setup([empty(204)]);
    await client.logout('');
    expect(requests).toHaveLength(0);
    await client.logout('r-1');
    expect(requests[0]).toMatchObject({ method: 'POST', url: `${root}/logout`, json: { refreshToken: 'r-1' } });
  });

  test.each([
    [
      'confirmLogin',
      (c: ReturnType<typeof setup>['client']) => c.confirmLogin('k/1', true),
      'PUT',
      '/login/k%2F1/confirm',
      { result: true },
    ],
    [
      'resendPush',
      (c: ReturnType<typeof setup>['client']) => c.resendPush('k-1'),
      'POST',
      '/push/re-send',
      { key: 'k-1' },
    ],
    [
      'sendStoresUrls',
      (c: ReturnType<typeof setup>['client']) => c.sendStoresUrls('37060000000'),
      'POST',
      '/stores-urls/send',
      { phoneNumber: '37060000000' },
    ],
    [
      'devices.remove',
      (c: ReturnType<typeof setup>['client']) => c.devices.remove(7),
      'DELETE',
      '/devices/7',
      undefined,
    ],
    [
      'devices.approve',
      (c: ReturnType<typeof setup>['client']) => c.devices.approve(7),
      'POST',
      '/devices/7/approve',
      {},
    ],
    [
      'devices.approveMethod',
      (c: ReturnType<typeof setup>['client']) => c.devices.approveMethod(7, 2),
      'PATCH',
      '/devices/7/approve/2',
      {},
    ],
  ])('%s', async (_case, run, method, path, body) => {
    const { client, requests } = setup([empty(204)]);
    await expect(run(client)).resolves.toBeUndefined();
    expect(requests[0]).toMatchObject({ method, url: `${root}${path}`, json: body });
  });

  test('device calls carry the bearer token; a 401 ends the session', async () => {
    const { client, requests, onAuthError } = setup([
      json([
        {
          id: 1,
          name: 'Pixel',
          type: 'android',
          code: 'x',
          location: 'Vilnius',
          lastActivityAt: '2026-11-20T10:00:00Z',
        },
      ]),
      empty(401),
    ]);
    await expect(client.devices.list()).resolves.toHaveLength(1);
    expect(requests[0]?.headers.authorization).toBe('Bearer bearer-1');
    expect(await tokenError(client.devices.list())).toMatchObject({ kind: 'badStatus', status: 401 });
    expect(onAuthError).toHaveBeenCalledOnce();
  });

  test('the device API: GET and DELETE /device-api/device beside the token service, with the bearer token', async () => {
    const device = { id: 5, name: 'Pixel', type: 'android', location: null, lastActivityAt: null };
    const { client, requests, onAuthError } = setup([json([device]), empty(204), empty(401)]);
    await expect(client.deviceApi.list()).resolves.toEqual([device]);
    await expect(client.deviceApi.remove(5)).resolves.toBeUndefined();
    expect(requests.map(({ method, url }) => [method, url])).toEqual([
      ['GET', 'https://sandbox.test/device-api/device'],
      ['DELETE', 'https://sandbox.test/device-api/device/5'],
    ]);
    expect(requests.map((request) => request.headers.authorization)).toEqual(['Bearer bearer-1', 'Bearer bearer-1']);
    expect(await tokenError(client.deviceApi.list())).toMatchObject({ kind: 'badStatus', status: 401 });
    expect(onAuthError).toHaveBeenCalledOnce();
  });

  test('a device API answer that is not a device list is malformed', async () => {
    const { client } = setup([json([{ id: 5, name: 'Pixel', type: 'windows' }])]);
    expect(await tokenError(client.deviceApi.list())).toMatchObject({ kind: 'malformed' });
  });

  test.each([
    ['/auth', '/device-api'],
    ['/auth/', '/device-api'],
    ['https://auth.amberpay.example', 'https://auth.amberpay.example/device-api'],
    ['https://x.example/auth', 'https://x.example/device-api'],
  ])('the device API root beside the token service %s is %s', (authRoot, deviceRoot) => {
    expect(deviceApiRootOf(authRoot)).toBe(deviceRoot);
  });

  test('a 401 on login does not end a session', async () => {
    const { client, onAuthError } = setup([empty(401)]);
    await client.login(loginInput);
    expect(onAuthError).not.toHaveBeenCalled();
  });

  test.each([
    [
      'devices.get',
      (c: ReturnType<typeof setup>['client']) => c.devices.get(3),
      json({ id: 3, name: 'iPhone', type: 'ios' }),
      'GET',
      '/devices/3',
    ],
    [
      'devices.create',
      (c: ReturnType<typeof setup>['client']) => c.devices.create({ name: 'iPhone', code: '123', type: 'ios' }),
      json({ id: 4, name: 'iPhone', type: 'ios' }),
      'POST',
      '/devices',
    ],
    [
      'devices.approveMethods',
      (c: ReturnType<typeof setup>['client']) => c.devices.approveMethods(),
      json([{ id: 1, name: 'push' }]),
      'GET',
      '/devices/approve-methods',
    ],
    [
      'requestScp',
      (c: ReturnType<typeof setup>['client']) => c.requestScp(),
      json({ deeplink: 'app://scp' }),
      'POST',
      '/scp/request',
    ],
  ])('%s parses its answer', async (_case, run, response, method, path) => {
    const { client, requests } = setup([response]);
    await expect(run(client)).resolves.toBeTruthy();
    expect(requests[0]).toMatchObject({ method, url: `${root}${path}` });
  });

  test('a bad status keeps the server message aside', async () => {
    const { client } = setup([json({ message: 'Unknown or already answered login key' }, 404)]);
    expect(await tokenError(client.resendPush('k'))).toMatchObject({
      message: 'bad status',
      serverMessage: 'Unknown or already answered login key',
      status: 404,
    });
  });

  test('devices as the sandbox stores them: null location and activity, extra fields dropped', async () => {
    const row = { id: 1, code: 'c', type: 'ios', name: 'iPhone', location: null, lastActivityAt: null, approved: true };
    const { client } = setup([json([row]), json({ ...row, secret: 's-1' }, 201)]);
    await expect(client.devices.list()).resolves.toEqual([
      { id: 1, code: 'c', type: 'ios', name: 'iPhone', location: null, lastActivityAt: null },
    ]);
    await expect(client.devices.create({ name: 'iPhone', code: 'c', type: 'ios' })).resolves.toMatchObject({
      secret: 's-1',
    });
  });

  test('devices.create keeps the device code as text', async () => {
    const { client, requests } = setup([json({ id: 4, name: 'iPhone', type: 'ios' })]);
    await client.devices.create({ name: '2024', code: '0123', type: 'ios' });
    expect(requests[0]?.json).toEqual({ name: '2024', code: '0123', type: 'ios' });
  });

  test('a device list with an unknown type is malformed', async () => {
    const { client } = setup([json([{ id: 1, name: 'x', type: 'symbian' }])]);
    expect(await tokenError(client.devices.list())).toMatchObject({ kind: 'malformed', message: 'strange error' });
  });
});

describe('sei', () => {
  test('builds the authorise URL', () => {
    const { client } = setup([]);
    expect(client.seiAuthorizeUrl({ client_id: 'shop', redirect_uri: 'https://shop.test/cb' })).toBe(
      `${root}/sei/authorize?client_id=shop&redirect_uri=https%3A%2F%2Fshop.test%2Fcb`,
    );
  });

  test.each([
    [
      'approval redirects to the given URI',
      json({ redirectUri: 'https://shop.test/cb?code=1' }),
      { type: 'redirect', uri: 'https://shop.test/cb?code=1' },
    ],
    ['404 sends the person to the root', json({ message: 'Not found' }, 404), { type: 'notFound' }],
  ])('%s', async (_case, response, outcome) => {
    const { client, requests } = setup([response]);
    await expect(client.seiAuthorize('auth-1')).resolves.toEqual(outcome);
    expect(requests[0]).toMatchObject({ method: 'POST', url: `${root}/sei/authorize/auth-1` });
  });

  test.each([
    [
      'names the partner',
      json({ clientId: 'shop', partnerName: 'Shop Ltd' }),
      { type: 'found', authorization: { clientId: 'shop', partnerName: 'Shop Ltd' } },
    ],
    [
      '404: unknown, expired or spent',
      json({ message: 'Unknown or expired authorization' }, 404),
      { type: 'notFound' },
    ],
  ])('the authorisation request %s (GET with the bearer)', async (_case, response, outcome) => {
    const { client, requests } = setup([response]);
    await expect(client.seiAuthorization('auth-1')).resolves.toEqual(outcome);
    expect(requests[0]).toMatchObject({ method: 'GET', url: `${root}/sei/authorize/auth-1` });
    expect(requests[0]?.headers.authorization).toBe('Bearer bearer-1');
  });

  test.each([
    ['without a name', { clientId: 'shop' }],
    ['with an empty name', { clientId: 'shop', partnerName: '  ' }],
  ])(
    'an authorisation answer %s is malformed (the screen never asks to approve an unnamed partner)',
    async (_case, body) => {
      const { client } = setup([json(body)]);
      expect(await tokenError(client.seiAuthorization('auth-1'))).toMatchObject({ kind: 'malformed' });
    },
  );
});
