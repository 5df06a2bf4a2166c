// IPN messages (WIRE.md "IPN"): the list (25 a page, with total), one message, confirm, and resend: a real signed
// POST of the message to the merchant's notifyUrl (delivery.ts), recorded like a webhook attempt.
import { and, count, desc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { accessDenied, invalid, ok } from '../../api/answers.ts';
import { id, multilineText, paging } from '../../api/fields.ts';
import { type MethodDefinition, type SessionContext, sessionMethod } from '../../api/registry.ts';
import { atScale } from '../../money.ts';
import { hasFullAccess, settingsOf } from './access.ts';
import { deliver } from './delivery.ts';
import { merchantIpnMessages } from './tables.ts';

export const ipnMethods: MethodDefinition[] = [
  sessionMethod({
    name: 'ipnList',
    readOnly: true,
    payload: v.object(paging(25)),
    async handle(ctx, { pageNumber, pageSize }) {
      const where = eq(merchantIpnMessages.customerId, ctx.customerId);
      const [total] = await ctx.db.select({ n: count() }).from(merchantIpnMessages).where(where);
      const rows = await ctx.db
        .select()
        .from(merchantIpnMessages)
        .where(where)
        .orderBy(desc(merchantIpnMessages.id))
        .limit(pageSize)
        .offset((pageNumber - 1) * pageSize);
      return ok({ messages: rows.map(wireIpn), total: total?.n ?? 0, pageSize, pageNumber });
    },
  }),
  sessionMethod({
    name: 'ipnGet',
    readOnly: true,
    payload: v.object({ id: id() }),
    async handle(ctx, { id: messageId }) {
      const [row] = await ctx.db.select().from(merchantIpnMessages).where(ipnOf(ctx, messageId));
      return row
        ? ok({ ipnMessage: { ...wireIpn(row), body: row.body } })
        : invalid('id', 'is not one of your messages');
    },
  }),
  sessionMethod({
    name: 'ipnConfirm',
    idempotent: true,
    payload: v.object({ id: id(), note: v.optional(multilineText(500)) }),
    async handle(ctx, { id: messageId }) {
      if (!hasFullAccess(ctx.accessRights)) return accessDenied();
      const [row] = await ctx.db
        .update(merchantIpnMessages)
        .set({ confirmed: true })
        .where(ipnOf(ctx, messageId))
        .returning();
      return row
        ? ok({ responseDescription: 'Message confirmed', ipnMessage: wireIpn(row) })
        : invalid('id', 'is not one of your messages');
    },
  }),
  sessionMethod({
    name: 'ipnResend',
    payload: v.object({ id: id() }),
    async handle(ctx, { id: messageId }) {
      if (!hasFullAccess(ctx.accessRights)) return accessDenied();
      const [row] = await ctx.db.select().from(merchantIpnMessages).where(ipnOf(ctx, messageId));
      if (!row) return invalid('id', 'is not one of your messages');
      const settings = await settingsOf(ctx.db, ctx.customerId);
      if (!settings.notifyUrl) return invalid('notifyUrl', 'is not set: add it in the IPN settings');
      const sent = await deliver(ctx.db, {
        customerId: ctx.customerId,
        kind: 'ipn',
        event: 'payment',
        url: settings.notifyUrl,
        payload: { event: 'payment', ...wireIpn(row), statusId: settings.notifyStatusId },
        secret: settings.secret,
      });
      if (sent.refused) return invalid('notifyUrl', (sent.error ?? '').replace(/^url: /, ''));
      return ok({
        responseDescription: sent.ok ? 'Message sent' : 'Sending failed',
        delivered: sent.ok,
        statusCode: sent.statusCode,
      });
    },
  }),
];

const ipnOf = (ctx: SessionContext, messageId: number) =>
  and(eq(merchantIpnMessages.id, messageId), eq(merchantIpnMessages.customerId, ctx.customerId));

function wireIpn(row: typeof merchantIpnMessages.$inferSelect) {
  return {
    id: row.id,
    transactionId: row.transactionId,
    amount: atScale(row.amount, row.currencyCode),
    currencyCode: row.currencyCode,
    payerEmail: row.payerEmail,
    statusId: row.statusId,
    confirmed: row.confirmed,
    createdAt: row.createdAt.toISOString(),
  };
}
