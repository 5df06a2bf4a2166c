/** An IPv4 address in dotted decimal (no leading zeros, each part 0–255). */
export function isIpv4(value: string): boolean {
  const parts = value.split('.');
  return parts.length === 4 && parts.every((part) => /^(0|[1-9]\d{0,2})$/.test(part) && Number(part) <= 255);
}

/** An IPv6 address (full or with one "::"), without zone or embedded IPv4. */
export function isIpv6(value: string): boolean {
  if (!/^[0-9a-fA-F:]+$/.test(value) || value.split('::').length > 2 || value.includes(':::')) return false;
  if ((value.startsWith(':') && !value.startsWith('::')) || (value.endsWith(':') && !value.endsWith('::')))
    return false;
  const groups = value.split(':');
  const empty = value.includes('::');
  const filled = groups.filter((group) => group !== '');
  if (filled.some((group) => group.length > 4)) return false;
  return empty ? filled.length < 8 : groups.length === 8 && filled.length === 8;
}

export const isIpAddress = (value: string) => isIpv4(value) || isIpv6(value);

const ipv4Number = (value: string) => value.split('.').reduce((total, part) => total * 256 + Number(part), 0);

/**
 * A whitelist entry: one address, or a range whose end is of the same kind and (IPv4) not before its start.
 * Returns the problem, or undefined.
 */
export function ipRangeProblem(ip: string, toIp: string): 'ip' | 'toIp' | 'order' | undefined {
  if (!isIpAddress(ip)) return 'ip';
  if (toIp === '') return undefined;
  if (!isIpAddress(toIp) || isIpv4(ip) !== isIpv4(toIp)) return 'toIp';
  if (isIpv4(ip) && ipv4Number(toIp) < ipv4Number(ip)) return 'order';
  return undefined;
}
