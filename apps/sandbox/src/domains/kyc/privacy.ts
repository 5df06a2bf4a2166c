// The sandbox plays the external IP privacy checker: a local address (loopback, private, link-local) is
// clean and in the customer's country of residence; two documentation ranges play a VPN (198.51.100.0/24)
// and a Tor exit (203.0.113.0/24); any other address is clean with no known country.
import { BlockList, isIPv4, isIPv6 } from 'node:net';

export interface IpPrivacy {
  ip: string;
  country_code: string | null;
  privacy: { vpn: boolean; proxy: boolean; tor: boolean; relay: boolean; hosting: boolean };
  clean: boolean;
}

const local = new BlockList();
local.addSubnet('127.0.0.0', 8, 'ipv4');
local.addSubnet('10.0.0.0', 8, 'ipv4');
local.addSubnet('172.16.0.0', 12, 'ipv4');
local.addSubnet('192.168.0.0', 16, 'ipv4');
local.addSubnet('169.254.0.0', 16, 'ipv4');
local.addAddress('::1', 'ipv6');
local.addSubnet('fc00::', 7, 'ipv6');
local.addSubnet('fe80::', 10, 'ipv6');

const vpn = new BlockList();
vpn.addSubnet('198.51.100.0', 24, 'ipv4');
const tor = new BlockList();
tor.addSubnet('203.0.113.0', 24, 'ipv4');

/** An IPv4 address mapped into IPv6 (::ffff:a.b.c.d) is judged as IPv4. */
function normalise(ip: string): { address: string; family: 'ipv4' | 'ipv6' } | null {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const address = mapped ?? ip;
  if (isIPv4(address)) return { address, family: 'ipv4' };
  if (isIPv6(address)) return { address, family: 'ipv6' };
  return null;
}

export function ipPrivacy(ip: string, residenceCountryCode: string | null): IpPrivacy {
  const parsed = normalise(ip);
  const flags = { vpn: false, proxy: false, tor: false, relay: false, hosting: false };
  if (!parsed) return { ip, country_code: null, privacy: flags, clean: true };
  const isLocal = local.check(parsed.address, parsed.family);
  flags.vpn = vpn.check(parsed.address, parsed.family);
  flags.tor = tor.check(parsed.address, parsed.family);
  return {
    ip,
    country_code: isLocal ? residenceCountryCode : null,
    privacy: flags,
    clean: !Object.values(flags).some(Boolean),
  };
}
