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
    // IPv4 (only global unicast is public)
    ['93.184.215.14', 'public'],
    ['127.255.255.254', 'loopback'],
    ['192.168.1.1', 'private'],
    ['192.0.0.8', 'private'],
    ['192.0.2.1', 'private'],
    ['198.18.0.1', 'private'],
    ['198.51.100.1', 'private'],
    ['203.0.113.1', 'private'],
    ['224.0.0.1', 'private'],
    ['255.255.255.255', 'private'],
    // IPv6 forms the review found or named (L7): judged by the IPv4 they carry; a loopback one is some relay's
    ['::', 'private'],
    ['::127.0.0.1', 'private'],
    ['::7f00:1', 'private'],
    ['::10.0.0.1', 'private'],
    ['::8.8.8.8', 'public'],
    ['::ffff:7f00:1', 'loopback'],
    ['0:0:0:0:0:ffff:127.0.0.1', 'loopback'],
    ['::ffff:0:127.0.0.1', 'private'],
    ['2002:7f00:1::', 'private'],
    ['2002:a9fe:a9fe::1', 'private'],
    ['2002:808:808::1', 'public'],
    ['2001:0:4136:e378:8000:63bf:80ff:fffe', 'private'],
    ['2001:0:4136:e378:8000:63bf:f5ff:fffe', 'private'],
    ['2001:0:4136:e378:8000:63bf:f7f7:f7f7', 'public'],
    ['2001:0:a00:1:8000:63bf:f7f7:f7f7', 'private'],
    ['64:ff9b::127.0.0.1', 'private'],
    ['64:ff9b::a9fe:a9fe', 'private'],
    ['64:ff9b::8.8.8.8', 'public'],
    ['64:ff9b:1::8.8.8.8', 'private'],
    // IPv6 outside global unicast, or reserved inside it
    ['fd00::1', 'private'],
    ['fe80::1%eth0', 'private'],
    ['ff02::1', 'private'],
    ['100::1', 'private'],
    ['2001:db8::1', 'private'],
    ['2001:10::1', 'private'],
    ['3fff::1', 'private'],
    ['4000::1', 'private'],
    ['2a00:1450:4001:81b::200e', 'public'],
    ['not an address', 'private'],
  ])('%s is %s', (address, kind) => expect(classifyAddress(address)).toBe(kind));

  it.each([
    'http://[::127.0.0.1]:5402/',
    'http://[2002:7f00:1::]:5402/',
    'http://[2001:0:4136:e378:8000:63bf:80ff:fffe]/',
    'http://[::a9fe:a9fe]/',
    'http://[64:ff9b::a00:1]/',
    'http://[2002:c0a8:101::]/',
  ])('the webhook and IPN address %s is refused, even where loopback is allowed', async (url) => {
    for (const allowLoopback of [false, true])
      expect(await refuseDestination(url, { allowLoopback })).toBe('resolves to a private address');
  });

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
