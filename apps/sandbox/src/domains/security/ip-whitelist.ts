// The IP whitelist (payments spec 3, 7): addresses or ranges a person may sign in from, and its switch.
import { and, asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { failure, invalid, ok } from '../../api/answers.ts';
import { id, requiredText } from '../../api/fields.ts';
import { type MethodDefinition, sessionMethod } from '../../api/registry.ts';
import type { SignInGuard } from '../identity/sign-in-guards.ts';
import { ipWhitelist, userSecurity } from './tables.ts';

const ipv4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const ipv6 = /^(?=.*:)[0-9a-fA-F:]{2,39}$/;
const ipText = () =>
  v.pipe(
    requiredText(),
    v.check((value) => ipv4.test(value) || ipv6.test(value), 'must be an IP address'),
  );
const ipv4Number = (value: string) => value.split('.').reduce((total, part) => total * 256 + Number(part), 0);

const accessIpList = sessionMethod({
  name: 'accessIpList',
  readOnly: true,
  payload: v.object({}),
  async handle({ db, session }) {
    const [settings] = await db.select().from(userSecurity).where(eq(userSecurity.userId, session.userId));
    const rows = await db
      .select()
      .from(ipWhitelist)
      .where(eq(ipWhitelist.userId, session.userId))
      .orderBy(asc(ipWhitelist.id));
    return ok({
      mode: settings?.ipWhitelistMode ?? 'off',
      accessIpList: rows.map((row) => ({
        id: row.id,
        ip: row.ip,
        toIp: row.toIp,
        created: row.createdAt.toISOString(),
      })),
    });
  },
});

const accessIpAdd = sessionMethod({
  name: 'accessIpAdd',
  idempotent: true,
  payload: v.object({ ip: ipText(), toIp: v.optional(ipText()) }),
  async handle({ db, sandbox, session }, { ip, toIp }) {
    if (toIp !== undefined) {
      if (ipv4.test(ip) !== ipv4.test(toIp)) return invalid('toIp', 'must be an address of the same kind');
      if (ipv4.test(ip) && ipv4Number(toIp) < ipv4Number(ip)) return invalid('toIp', 'must not be before ip');
    }
    const [row] = await db
      .insert(ipWhitelist)
      .values({ userId: session.userId, ip, toIp: toIp ?? null, createdAt: sandbox.now() })
      .returning({ id: ipWhitelist.id });
    return ok({ id: row?.id });
  },
});

const accessIpDelete = sessionMethod({
  name: 'accessIpDelete',
  payload: v.object({ id: id() }),
  async handle({ db, session }, input) {
    const deleted = await db
      .delete(ipWhitelist)
      .where(and(eq(ipWhitelist.id, input.id), eq(ipWhitelist.userId, session.userId)))
      .returning({ id: ipWhitelist.id });
    return deleted.length > 0 ? ok() : failure('TA1', `No whitelist entry ${input.id}`);
  },
});

const accessIpModeSet = sessionMethod({
  name: 'accessIpModeSet',
  payload: v.object({ mode: v.picklist(['on', 'off'], 'must be on or off') }),
  async handle({ db, session }, { mode }) {
    if (mode === 'on') {
      const [entry] = await db
        .select({ id: ipWhitelist.id })
        .from(ipWhitelist)
        .where(eq(ipWhitelist.userId, session.userId))
        .limit(1);
      if (!entry) return invalid('mode', 'needs at least one address in the whitelist');
    }
    await db
      .insert(userSecurity)
      .values({ userId: session.userId, ipWhitelistMode: mode })
      .onConflictDoUpdate({ target: userSecurity.userId, set: { ipWhitelistMode: mode } });
    return ok({ mode });
  },
});

export const ipWhitelistMethods: MethodDefinition[] = [accessIpList, accessIpAdd, accessIpDelete, accessIpModeSet];

const ipv6Number = (value: string): bigint | null => {
  const [head = '', tail = ''] = value.toLowerCase().split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const left = groups(head);
  const right = value.includes('::') ? groups(tail) : [];
  const all = value.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  if (all.length !== 8 || all.some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return null;
  return all.reduce((total, g) => total * 65536n + BigInt(Number.parseInt(g, 16)), 0n);
};
const ipNumber = (value: string): bigint | null =>
  ipv4.test(value) ? BigInt(ipv4Number(value)) : ipv6.test(value) ? ipv6Number(value) : null;

/** Whether `ip` is an entry of the list (one address, or within a range of the same kind). */
export function ipInList(ip: string, entries: { ip: string; toIp: string | null }[]): boolean {
  const address = ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, ''); // IPv4 seen through an IPv6 socket
  const value = ipNumber(address);
  if (value === null) return false;
  return entries.some((entry) => {
    const from = ipNumber(entry.ip);
    const to = entry.toIp === null ? from : ipNumber(entry.toIp);
    if (from === null || to === null || ipv4.test(entry.ip) !== ipv4.test(address)) return false;
    return value >= from && value <= to;
  });
}

/**
 * The sign-in guard: with the whitelist on, only its addresses may sign in. A list emptied while on
 * (its last entry deleted) restricts nothing: the switch needs an entry to turn on, and an empty
 * list would lock the person out for good.
 */
export const ipWhitelistGuard: SignInGuard = async (db, userId, ip) => {
  const [settings] = await db.select().from(userSecurity).where(eq(userSecurity.userId, userId));
  if (settings?.ipWhitelistMode !== 'on') return true;
  const entries = await db.select().from(ipWhitelist).where(eq(ipWhitelist.userId, userId));
  return entries.length === 0 || ipInList(ip, entries);
};
