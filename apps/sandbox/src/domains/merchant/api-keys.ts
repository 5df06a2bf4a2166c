// API keys (shown once at creation, stored as SHA-256), their request log, and allowed IP ranges (WIRE.md).
import { randomBytes } from 'node:crypto';
import { isIPv4 } from 'node:net';
import { and, desc, eq, gte, lte } from 'drizzle-orm';
import * as v from 'valibot';
import { accessDenied, failure, invalid, ok } from '../../api/answers.ts';
import { dateText, flag, id, requiredText, text } from '../../api/fields.ts';
import { type MethodDefinition, type SessionContext, sessionMethod } from '../../api/registry.ts';
import { sha256Hex } from '../../crypto.ts';
import { hasFullAccess } from './access.ts';
import { merchantAllowedIps, merchantApiKeys, merchantApiRequests } from './tables.ts';

const name = v.pipe(requiredText(), v.maxLength(100, 'must be at most 100 characters'));
type Ctx = SessionContext;

const wireKey = (row: typeof merchantApiKeys.$inferSelect) => ({
  id: row.id,
  name: row.name,
  enabled: row.enabled,
  keyPrefix: row.keyPrefix,
  createdAt: row.createdAt.toISOString(),
});

export const newApiKey = (): string => `pk_live_${randomBytes(24).toString('base64url')}`;

const guarded =
  <P>(handler: (ctx: Ctx, input: P) => Promise<ReturnType<typeof ok>>) =>
  (ctx: Ctx, input: P) =>
    hasFullAccess(ctx.accessRights) ? handler(ctx, input) : Promise.resolve(accessDenied());

const keyOf = (ctx: Ctx, keyId: number) =>
  and(eq(merchantApiKeys.id, keyId), eq(merchantApiKeys.customerId, ctx.customerId));

const apiKeyMethods: MethodDefinition[] = [
  sessionMethod({
    name: 'apiKeyCreate',
    idempotent: true,
    payload: v.object({ name, enabled: v.optional(flag(), true) }),
    handle: guarded(async (ctx, input: { name: string; enabled: boolean }) => {
      const key = newApiKey();
      const [row] = await ctx.db
        .insert(merchantApiKeys)
        .values({ customerId: ctx.customerId, ...input, keyHash: sha256Hex(key), keyPrefix: key.slice(0, 12) })
        .returning();
      return ok({ responseDescription: 'API key created', apiKey: row && { ...wireKey(row), key } });
    }),
  }),
  sessionMethod({
    name: 'apiKeyList',
    readOnly: true,
    payload: v.object({}),
    handle: guarded(async (ctx) => {
      const rows = await ctx.db
        .select()
        .from(merchantApiKeys)
        .where(eq(merchantApiKeys.customerId, ctx.customerId))
        .orderBy(merchantApiKeys.id);
      return ok({ apiKeys: rows.map(wireKey) });
    }),
  }),
  sessionMethod({
    name: 'apiKeyUpdate',
    idempotent: true,
    payload: v.object({ id: id(), name, enabled: v.optional(flag(), true) }),
    handle: guarded(async (ctx, { id: keyId, ...input }: { id: number; name: string; enabled: boolean }) => {
      const [row] = await ctx.db.update(merchantApiKeys).set(input).where(keyOf(ctx, keyId)).returning();
      return row ? ok({ apiKey: wireKey(row) }) : invalid('id', 'is not one of your API keys');
    }),
  }),
  sessionMethod({
    name: 'apiKeyDelete',
    idempotent: true,
    payload: v.object({ id: id() }),
    handle: guarded(async (ctx, { id: keyId }: { id: number }) => {
      const [row] = await ctx.db.delete(merchantApiKeys).where(keyOf(ctx, keyId)).returning();
      return row ? ok({ responseDescription: 'API key deleted' }) : invalid('id', 'is not one of your API keys');
    }),
  }),
  sessionMethod({
    name: 'apiRequestList',
    readOnly: true,
    payload: v.object({ apiKeyId: v.optional(id()), fromDate: v.optional(dateText()), toDate: v.optional(dateText()) }),
    handle: guarded(async (ctx, input: { apiKeyId?: number; fromDate?: string; toDate?: string }) => {
      const r = merchantApiRequests;
      const rows = await ctx.db
        .select()
        .from(r)
        .where(
          and(
            eq(r.customerId, ctx.customerId),
            input.apiKeyId ? eq(r.apiKeyId, input.apiKeyId) : undefined,
            input.fromDate ? gte(r.createdAt, new Date(`${input.fromDate}T00:00:00Z`)) : undefined,
            input.toDate ? lte(r.createdAt, new Date(`${input.toDate}T23:59:59.999Z`)) : undefined,
          ),
        )
        .orderBy(desc(r.id))
        .limit(200);
      return ok({
        requests: rows.map((row) => ({
          id: row.id,
          apiKeyId: row.apiKeyId,
          method: row.method,
          path: row.path,
          statusCode: row.statusCode,
          ip: row.ip,
          createdAt: row.createdAt.toISOString(),
        })),
      });
    }),
  }),
];

const ipNumber = (ip: string) => ip.split('.').reduce((sum, part) => sum * 256 + Number(part), 0);

/** A refused range answers VF and an `errors` list too (the client counts `errors` as failure: payments.md 8). */
const ipRefused = (param: string, description: string) =>
  failure('VF', 'Validation failed', {
    validationErrors: [{ param, description }],
    errors: [`${param}: ${description}`],
  });

const IpFields = { name, enabled: v.optional(flag(), true), ipFrom: requiredText(), ipTo: v.optional(text()) };
type IpInput = { name: string; enabled: boolean; ipFrom: string; ipTo?: string | undefined };

function checkRange(input: IpInput) {
  const ipTo = input.ipTo?.trim() || input.ipFrom;
  if (!isIPv4(input.ipFrom)) return { refusal: ipRefused('ipFrom', 'must be an IPv4 address') };
  if (!isIPv4(ipTo)) return { refusal: ipRefused('ipTo', 'must be an IPv4 address') };
  if (ipNumber(ipTo) < ipNumber(input.ipFrom)) return { refusal: ipRefused('ipTo', 'must not be before ipFrom') };
  return { values: { name: input.name, enabled: input.enabled, ipFrom: input.ipFrom, ipTo } };
}

const wireIp = (row: typeof merchantAllowedIps.$inferSelect) => ({
  id: row.id,
  name: row.name,
  enabled: row.enabled,
  ipFrom: row.ipFrom,
  ipTo: row.ipTo,
});
const ipOf = (ctx: Ctx, ipId: number) =>
  and(eq(merchantAllowedIps.id, ipId), eq(merchantAllowedIps.customerId, ctx.customerId));

const allowedIpMethods: MethodDefinition[] = [
  sessionMethod({
    name: 'allowedIpCreate',
    idempotent: true,
    payload: v.object(IpFields),
    handle: guarded(async (ctx, input: IpInput) => {
      const checked = checkRange(input);
      if (checked.refusal) return checked.refusal;
      const [row] = await ctx.db
        .insert(merchantAllowedIps)
        .values({ customerId: ctx.customerId, ...checked.values })
        .returning();
      return ok({ responseDescription: 'Allowed IP added', allowedIp: row && wireIp(row) });
    }),
  }),
  sessionMethod({
    name: 'allowedIpList',
    readOnly: true,
    payload: v.object({}),
    handle: guarded(async (ctx) => {
      const rows = await ctx.db
        .select()
        .from(merchantAllowedIps)
        .where(eq(merchantAllowedIps.customerId, ctx.customerId))
        .orderBy(merchantAllowedIps.id);
      return ok({ allowedIps: rows.map(wireIp) });
    }),
  }),
  sessionMethod({
    name: 'allowedIpUpdate',
    idempotent: true,
    payload: v.object({ id: id(), ...IpFields }),
    handle: guarded(async (ctx, { id: ipId, ...input }: IpInput & { id: number }) => {
      const checked = checkRange(input);
      if (checked.refusal) return checked.refusal;
      const [row] = await ctx.db.update(merchantAllowedIps).set(checked.values).where(ipOf(ctx, ipId)).returning();
      return row ? ok({ allowedIp: wireIp(row) }) : ipRefused('id', 'is not one of your allowed IPs');
    }),
  }),
  sessionMethod({
    name: 'allowedIpDelete',
    idempotent: true,
    payload: v.object({ id: id() }),
    handle: guarded(async (ctx, { id: ipId }: { id: number }) => {
      const [row] = await ctx.db.delete(merchantAllowedIps).where(ipOf(ctx, ipId)).returning();
      return row
        ? ok({ responseDescription: 'Allowed IP deleted' })
        : ipRefused('id', 'is not one of your allowed IPs');
    }),
  }),
];

export const internalMethods: MethodDefinition[] = [...apiKeyMethods, ...allowedIpMethods];
