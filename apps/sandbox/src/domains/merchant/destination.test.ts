// @vitest-environment node
import { classifyAddress, refuseDestination } from './destination.ts';
import { retryDelay } from './delivery.ts';
import { signatureHeader, verifySignature } from './signature.ts';

describe('destinations', () => {
  it.each([
    ['8.8.8.8', 'public'],
    ['127.0.0.1', 'loopback'],
    ['::1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:10.1.2.3', 'private'],
    ['10.0.0.1', 'private'],
    ['172.20.1.1', 'private'],
    ['172.32.0.1', 'public'],
    ['100.64.0.1', 'private'],
    ['169.254.169.254', 'private'],
    ['0.0.0.0', 'private'],
    ['fe80::1', 'private'],
    ['2001:4860:4860::8888', 'public'],
  ])('%s is %s', (address, kind) => expect(classifyAddress(address)).toBe(kind));

  it('checks every address a name resolves to', async () => {
    const resolve = async () => ['93.184.215.14', '10.0.0.5'];
    expect(await refuseDestination('https://shop.example/hook', { allowLoopback: true, resolve })).toBe(
      'resolves to a private address',
    );
    expect(
      await refuseDestination('https://shop.example/hook', {
        allowLoopback: false,
        resolve: async () => ['93.184.215.14'],
      }),
    ).toBeNull();
  });

  it.each([
    [false, 'resolves to a loopback address'],
    [true, null],
  ])('a name resolving to 127.0.0.1 with loopback allowed %s: %s', async (allowLoopback, refusal) => {
    const resolve = async () => ['127.0.0.1'];
    expect(await refuseDestination('http://receiver.test:8080/', { allowLoopback, resolve })).toBe(refusal);
  });

  it('waits 1x, 4x, 16x the base between retries', () => {
    expect([1, 2, 3].map((n) => retryDelay(n, 2000))).toEqual([2000, 8000, 32000]);
  });
});

describe('the signature', () => {
  const body = '{"event":"ping"}';
  it.each([
    ['the same secret, body and a fresh timestamp', 'whsec_a', body, 1_800_000_100, true],
    ['another secret', 'whsec_b', body, 1_800_000_100, false],
    ['a changed body', 'whsec_a', '{"event":"pong"}', 1_800_000_100, false],
    ['a timestamp over 5 minutes old', 'whsec_a', body, 1_800_000_301, false],
  ])('%s verifies: %s', (_case, secret, received, now, expected) => {
    const header = signatureHeader('whsec_a', 1_800_000_000, body);
    expect(header).toMatch(/^t=1800000000,v1=[0-9a-f]{64}$/);
    expect(verifySignature(secret, header, received, now)).toBe(expected);
  });
});
