// Server-side request forgery guard (packages/merchant/WIRE.md "Destinations"): a webhook or IPN URL is refused when
// its host resolves to anything but a global unicast address (every address DNS gives is checked; an IPv6 address
// that carries an IPv4 is judged by that IPv4), or to loopback unless the sandbox allows it
// (SANDBOX_MERCHANT_ALLOW_LOOPBACK=1: the journeys' local receiver).
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

// Only global unicast is public. IPv4: everything IANA's special-purpose registry does not mark global.
const notGlobal4 = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  notGlobal4.addSubnet(net, prefix, 'ipv4');
const loopback4 = new BlockList();
loopback4.addSubnet('127.0.0.0', 8, 'ipv4');

// IPv6: global unicast is 2000::/3, less its special-purpose blocks (IETF protocols, documentation).
const globalUnicast6 = new BlockList();
globalUnicast6.addSubnet('2000::', 3, 'ipv6');
const notGlobal6 = new BlockList();
for (const [net, prefix] of [
  ['2001::', 23],
  ['2001:db8::', 32],
  ['3fff::', 20],
] as const)
  notGlobal6.addSubnet(net, prefix, 'ipv6');

export type AddressClass = 'public' | 'loopback' | 'private';

const classifyIpv4 = (ip: string): AddressClass =>
  loopback4.check(ip, 'ipv4') ? 'loopback' : notGlobal4.check(ip, 'ipv4') ? 'private' : 'public';

/** The 16 bytes of an IPv6 address (a trailing dotted IPv4 included), or null when it is none. */
function ipv6Bytes(address: string): number[] | null {
  if (isIP(address) !== 6) return null;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  const [a = 0, b = 0, c = 0, d = 0] = dotted?.slice(1).map(Number) ?? [];
  const text = dotted
    ? `${address.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
    : address;
  const [head = '', tail] = text.split('::');
  const words = (part: string) => (part === '' ? [] : part.split(':'));
  const left = words(head);
  const right = tail === undefined ? [] : words(tail);
  const all = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return all.flatMap((word) => {
    const value = Number.parseInt(word, 16);
    return [value >> 8, value & 0xff];
  });
}

const zero = (bytes: number[], from: number, to: number) => bytes.slice(from, to).every((byte) => byte === 0);
const ipv4At = (bytes: number[], at: number, mask = 0) =>
  bytes
    .slice(at, at + 4)
    .map((byte) => byte ^ mask)
    .join('.');

/**
 * The IPv4 addresses an IPv6 address carries to a relay or translator: IPv4-compatible (::/96), SIIT
 * (::ffff:0:0:0/96), NAT64 (64:ff9b::/96), 6to4 (2002::/16, bits 16-47) and Teredo (2001::/32: the server,
 * and the client as the last 32 bits XOR 0xffffffff); null when it carries none.
 */
function embeddedIpv4(bytes: number[]): string[] | null {
  const starts = (...prefix: number[]) => prefix.every((byte, i) => bytes[i] === byte);
  if (zero(bytes, 0, 12)) return [ipv4At(bytes, 12)];
  if (starts(0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff, 0, 0)) return [ipv4At(bytes, 12)];
  if (starts(0, 0x64, 0xff, 0x9b) && zero(bytes, 4, 12)) return [ipv4At(bytes, 12)];
  if (starts(0x20, 0x02)) return [ipv4At(bytes, 2)];
  if (starts(0x20, 0x01, 0, 0)) return [ipv4At(bytes, 4), ipv4At(bytes, 12, 0xff)];
  return null;
}

/**
 * What an IP address is. Only global unicast is public. An IPv4-mapped address (::ffff:0:0/96) is its IPv4
 * address; an address that carries an IPv4 to a relay or translator is public only when every IPv4 it
 * carries is (a loopback one there is private: it is some relay's loopback, never the one the journeys allow).
 */
export function classifyAddress(address: string): AddressClass {
  const ip = address.replace(/%.*$/, ''); // a zone (fe80::1%eth0) names an interface, not an address
  if (isIP(ip) === 4) return classifyIpv4(ip);
  const bytes = ipv6Bytes(ip);
  if (!bytes) return 'private';
  if (zero(bytes, 0, 15) && bytes[15] === 1) return 'loopback'; // ::1
  if (zero(bytes, 0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) return classifyIpv4(ipv4At(bytes, 12)); // mapped
  const embedded = embeddedIpv4(bytes);
  if (embedded) return embedded.every((v4) => classifyIpv4(v4) === 'public') ? 'public' : 'private';
  return globalUnicast6.check(ip, 'ipv6') && !notGlobal6.check(ip, 'ipv6') ? 'public' : 'private';
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
