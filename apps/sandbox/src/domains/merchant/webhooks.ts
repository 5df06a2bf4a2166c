// Webhooks (WIRE.md "Webhooks"): create, list, update, delete, ping, and the request log with cursor paging.
import { and, desc, eq, gte, ilike, lt, lte, or } from 'drizzle-orm';
import * as v from 'valibot';
import { accessDenied, invalid, ok } from '../../api/answers.ts';
import { dateText, flag, id, requiredText, text } from '../../api/fields.ts';
import { type MethodDefinition, type SessionContext, sessionMethod } from '../../api/registry.ts';
import { hasFullAccess, settingsOf } from './access.ts';
import { deliver, deliveryConfig } from './delivery.ts';
import { refuseDestination } from './destination.ts';
import { merchantDeliveries, merchantWebhooks } from './tables.ts';

const WebhookFields = {
  name: v.pipe(requiredText(), v.maxLength(100, 'must be at most 100 characters')),
  enabled: v.optional(flag(), true),
  url: v.pipe(requiredText(), v.maxLength(2000, 'must be at most 2000 characters')),
};

export const wireWebhook = (row: typeof merchantWebhooks.$inferSelect) => ({
  id: row.id,
  name: row.name,
  enabled: row.enabled,
  url: row.url,
  customerId: row.customerId,
});

const urlRefusal = (url: string) => refuseDestination(url, { allowLoopback: deliveryConfig().allowLoopback });

const mine = (ctx: SessionContext, webhookId: number) =>
  and(eq(merchantWebhooks.id, webhookId), eq(merchantWebhooks.customerId, ctx.customerId));

const webhookCreate = sessionMethod({
  name: 'webhookCreate',
  idempotent: true,
  payload: v.object(WebhookFields),
  async handle(ctx, input) {
    if (!hasFullAccess(ctx.accessRights)) return accessDenied();
    const refusal = await urlRefusal(input.url);
    if (refusal) return invalid('url', refusal);
    const [row] = await ctx.db
      .insert(merchantWebhooks)
      .values({ customerId: ctx.customerId, ...input })
      .returning();
    return ok({ responseDescription: 'Webhook created', webhook: row && wireWebhook(row) });
  },
});

const webhookList = sessionMethod({
  name: 'webhookList',
  readOnly: true,
  payload: v.object({}),
  async handle(ctx) {
    if (!hasFullAccess(ctx.accessRights)) return accessDenied();
    const rows = await ctx.db
      .select()
      .from(merchantWebhooks)
      .where(eq(merchantWebhooks.customerId, ctx.customerId))
      .orderBy(merchantWebhooks.id);
    return ok({ webhooks: rows.map(wireWebhook) });
  },
});

const webhookUpdate = sessionMethod({
  name: 'webhookUpdate',
  idempotent: true,
  payload: v.object({ id: id(), ...WebhookFields }),
  async handle(ctx, { id: webhookId, ...input }) {
    if (!hasFullAccess(ctx.accessRights)) return accessDenied();
    const refusal = await urlRefusal(input.url);
    if (refusal) return invalid('url', refusal);
    const [row] = await ctx.db.update(merchantWebhooks).set(input).where(mine(ctx, webhookId)).returning();
    if (!row) return invalid('id', 'is not one of your webhooks');
    return ok({ responseDescription: 'Webhook updated', webhook: wireWebhook(row) });
  },
});

const webhookDelete = sessionMethod({
  name: 'webhookDelete',
  idempotent: true,
  payload: v.object({ id: id() }),
  async handle(ctx, { id: webhookId }) {
    if (!hasFullAccess(ctx.accessRights)) return accessDenied();
    const [row] = await ctx.db.delete(merchantWebhooks).where(mine(ctx, webhookId)).returning();
    if (!row) return invalid('id', 'is not one of your webhooks');
    return ok({ responseDescription: 'Webhook deleted' });
  },
});

/** Sends a signed `ping` event to the URL now; answers the first attempt (retries follow in the background). */
const webhookPing = sessionMethod({
  name: 'webhookPing',
  payload: v.object({ url: requiredText() }),
  async handle(ctx, { url }) {
    if (!hasFullAccess(ctx.accessRights)) return accessDenied();
    const refusal = await urlRefusal(url);
    if (refusal) return invalid('url', refusal);
    const settings = await settingsOf(ctx.db, ctx.customerId);
    const [hook] = await ctx.db
      .select({ id: merchantWebhooks.id })
      .from(merchantWebhooks)
      .where(and(eq(merchantWebhooks.customerId, ctx.customerId), eq(merchantWebhooks.url, url)));
    const sent = await deliver(ctx.db, {
      customerId: ctx.customerId,
      kind: 'webhook',
      webhookId: hook?.id ?? null,
      event: 'ping',
      url,
      payload: { event: 'ping', customerId: ctx.customerId, createdAt: ctx.sandbox.now().toISOString() },
      secret: settings.secret,
    });
    return ok({
      responseDescription: sent.ok ? 'Ping delivered' : 'Ping failed',
      delivered: sent.ok,
      statusCode: sent.statusCode,
    });
  },
});

export const WEBHOOK_REQUEST_PAGE = 20;

const webhookRequestList = sessionMethod({
  name: 'webhookRequestList',
  readOnly: true,
  payload: v.object({
    limit: v.optional(v.pipe(id(), v.maxValue(100, 'must be at most 100')), WEBHOOK_REQUEST_PAGE),
    query: v.optional(text()),
    fromDate: v.optional(dateText()),
    toDate: v.optional(dateText()),
    cursor: v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(Number), v.integer('must be a cursor'))),
  }),
  async handle(ctx, input) {
    if (!hasFullAccess(ctx.accessRights)) return accessDenied();
    const d = merchantDeliveries;
    const query = input.query?.trim();
    const rows = await ctx.db
      .select()
      .from(d)
      .where(
        and(
          eq(d.customerId, ctx.customerId),
          eq(d.kind, 'webhook'),
          input.cursor ? lt(d.id, input.cursor) : undefined,
          input.fromDate ? gte(d.createdAt, new Date(`${input.fromDate}T00:00:00Z`)) : undefined,
          input.toDate ? lte(d.createdAt, new Date(`${input.toDate}T23:59:59.999Z`)) : undefined,
          query ? or(ilike(d.url, `%${query}%`), ilike(d.event, `%${query}%`)) : undefined,
        ),
      )
      .orderBy(desc(d.id))
      .limit(input.limit + 1);
    const page = rows.slice(0, input.limit);
    return ok({
      requests: page.map((row) => ({
        id: row.id,
        webhookId: row.webhookId,
        event: row.event,
        url: row.url,
        attempt: row.attempt,
        statusCode: row.statusCode,
        error: row.error,
        durationMs: row.durationMs,
        requestBody: row.requestBody,
        createdAt: row.createdAt.toISOString(),
      })),
      nextCursor: rows.length > input.limit ? String(page.at(-1)?.id) : null,
    });
  },
});

export const webhookMethods: MethodDefinition[] = [
  webhookCreate,
  webhookList,
  webhookUpdate,
  webhookDelete,
  webhookPing,
  webhookRequestList,
];
