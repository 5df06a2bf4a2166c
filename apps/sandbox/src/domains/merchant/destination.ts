// Server-side request forgery guard (packages/merchant/WIRE.md "Destinations"): a webhook or IPN URL is refused when
// its host resolves to a private, loopback, link-local or otherwise internal address (every address DNS gives is
// checked), unless the sandbox allows loopback (SANDBOX_MERCHANT_ALLOW_LOOPBACK=1: the journeys' local receiver).
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

const internal = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  internal.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const)
  internal.addSubnet(net, prefix, 'ipv6');

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

export type AddressClass = 'public' | 'loopback' | 'private';

/** What an IP address is; an IPv4-mapped IPv6 address is judged as its IPv4 address. */
export function classifyAddress(address: string): AddressClass {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const ip = mapped?.[1] ?? address;
  const family = isIP(ip) === 6 ? 'ipv6' : 'ipv4';
  if (loopback.check(ip, family)) return 'loopback';
  return internal.check(ip, family) ? 'private' : 'public';
}

export interface DestinationOptions {
  allowLoopback: boolean;
  resolve?: (host: string) => Promise<string[]>;
}

const resolveAll = async (host: string): Promise<string[]> =>
  (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

/** Why the URL may not be called (a text for `url: …`), or null when it may. */
export async function refuseDestination(raw: string, options: DestinationOptions): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'must be an http or https address';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'must be an http or https address';
  if (url.username || url.password) return 'must not carry a user name or password';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await (options.resolve ?? resolveAll)(host);
  } catch {
    return 'does not resolve';
  }
  if (addresses.length === 0) return 'does not resolve';
  for (const address of addresses) {
    const kind = classifyAddress(address);
    if (kind === 'private') return 'resolves to a private address';
    if (kind === 'loopback' && !options.allowLoopback) return 'resolves to a loopback address';
  }
  return null;
}
