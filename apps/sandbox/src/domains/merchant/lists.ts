// Subscribers and installments, identity verifications with their fee, reputation by e-mail, IPN messages
// (WIRE.md "Subscribers, verification, reputation, IPN").
import { and, count, desc, eq, ne } from 'drizzle-orm';
import * as v from 'valibot';
import { accessDenied, invalid, ok } from '../../api/answers.ts';
import { id, paging, requiredText } from '../../api/fields.ts';
import { type MethodDefinition, type SessionContext, sessionMethod } from '../../api/registry.ts';
import { atScale } from '../../money.ts';
import { canAct } from '../accounts/accounts.ts';
import { accounts } from '../accounts/tables.ts';
import { users } from '../customer/tables.ts';
import { merchantIdentities, merchantSubscriptions } from './tables.ts';

/** The fee of one identity verification, by the account's currency _(decided)_. */
export const IDENTITY_FEES: Record<string, string> = { EUR: '1.50', USD: '1.75', GBP: '1.30' };
const DEFAULT_FEE = '2.00';
/** The fee at the currency's scale, as every amount is answered ("2.00" for a BTC account is "2.00000000"). */
const feeOf = (currencyCode: string) => atScale(IDENTITY_FEES[currencyCode] ?? DEFAULT_FEE, currencyCode);
const DAY = 86_400_000;

const subscriptionOf = (ctx: SessionContext, subscriptionId: number) =>
  and(eq(merchantSubscriptions.id, subscriptionId), eq(merchantSubscriptions.customerId, ctx.customerId));

async function accountCurrency(ctx: SessionContext, accountId: number) {
  const [account] = await ctx.db
    .select({ currencyCode: accounts.currencyCode })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.customerId, ctx.customerId), ne(accounts.statusId, 11)));
  return account?.currencyCode;
}

const wireSubscription = (row: typeof merchantSubscriptions.$inferSelect) => ({
  subscriptionId: row.id,
  subscriberEmail: row.subscriberEmail,
  buttonName: row.buttonName,
  amount: atScale(row.amount, row.currencyCode),
  currencyCode: row.currencyCode,
  periodDays: row.periodDays,
  installments: row.installments,
  statusId: row.statusId,
  createdAt: row.createdAt.toISOString(),
});

export const listMethods: MethodDefinition[] = [
  sessionMethod({
    name: 'subscriberList',
    readOnly: true,
    payload: v.object(paging(50)),
    async handle(ctx, { pageNumber, pageSize }) {
      const where = eq(merchantSubscriptions.customerId, ctx.customerId);
      const [total] = await ctx.db.select({ n: count() }).from(merchantSubscriptions).where(where);
      const rows = await ctx.db
        .select()
        .from(merchantSubscriptions)
        .where(where)
        .orderBy(desc(merchantSubscriptions.id))
        .limit(pageSize)
        .offset((pageNumber - 1) * pageSize);
      return ok({ subscriptions: rows.map(wireSubscription), total: total?.n ?? 0 });
    },
  }),
  sessionMethod({
    name: 'subscriptionCancel',
    idempotent: true,
    payload: v.object({ subscriptionId: id() }),
    async handle(ctx, { subscriptionId }) {
      if (!canAct(ctx.accessRights)) return accessDenied();
      const [row] = await ctx.db.select().from(merchantSubscriptions).where(subscriptionOf(ctx, subscriptionId));
      if (!row) return invalid('subscriptionId', 'is not one of your subscriptions');
      if (row.statusId === 2) return invalid('subscriptionId', 'is canceled already');
      await ctx.db.update(merchantSubscriptions).set({ statusId: 2 }).where(subscriptionOf(ctx, subscriptionId));
      return ok({
        responseDescription: 'Subscription canceled',
        subscription: wireSubscription({ ...row, statusId: 2 }),
      });
    },
  }),
  sessionMethod({
    name: 'installmentList',
    readOnly: true,
    payload: v.object({ subscriptionId: id() }),
    async handle(ctx, { subscriptionId }) {
      const [row] = await ctx.db.select().from(merchantSubscriptions).where(subscriptionOf(ctx, subscriptionId));
      if (!row) return invalid('subscriptionId', 'is not one of your subscriptions');
      const now = ctx.sandbox.now().getTime();
      const installments = Array.from({ length: row.installments }, (_, index) => {
        const due = new Date(row.createdAt.getTime() + index * row.periodDays * DAY);
        const paid = due.getTime() <= now && row.statusId === 1;
        return {
          number: index + 1,
          dueDate: due.toISOString().slice(0, 10),
          amount: atScale(row.amount, row.currencyCode),
          paid,
        };
      });
      return ok({ installments });
    },
  }),
  sessionMethod({
    name: 'reputationList',
    readOnly: true,
    payload: v.object({
      type: v.optional(v.literal('reputation'), 'reputation'),
      email: v.pipe(requiredText(), v.trim(), v.toLowerCase()),
      // payments.md 9: reputation pages of 100. One e-mail has one entry, so every page but the first is empty.
      ...paging(100),
    }),
    async handle(ctx, { email, pageNumber, pageSize }) {
      const [user] = await ctx.db
        .select({ id: users.id, createdAt: users.createdAt })
        .from(users)
        .where(eq(users.login, email));
      const subscriptions = await ctx.db
        .select()
        .from(merchantSubscriptions)
        .where(eq(merchantSubscriptions.subscriberEmail, email));
      const canceled = subscriptions.filter((row) => row.statusId === 2).length;
      const reputations = [
        {
          email,
          registered: user !== undefined,
          memberSince: user?.createdAt.toISOString().slice(0, 10) ?? null,
          subscriptions: subscriptions.length,
          canceledSubscriptions: canceled,
          score: user === undefined ? 0 : Math.max(0, 100 - canceled * 20),
        },
      ];
      const start = (pageNumber - 1) * pageSize;
      return ok({ reputations: reputations.slice(start, start + pageSize), results: reputations.length });
    },
  }),
  sessionMethod({
    name: 'identityVerificationFee',
    readOnly: true,
    payload: v.object({ accountId: id() }),
    async handle(ctx, { accountId }) {
      const currencyCode = await accountCurrency(ctx, accountId);
      if (!currencyCode) return invalid('accountId', 'is not one of your open accounts');
      return ok({ fee: { amount: feeOf(currencyCode), currencyCode } });
    },
  }),
  sessionMethod({
    name: 'identityVerificationList',
    readOnly: true,
    // payments.md 9: the identity list asks 1000 at once (beyond the usual 100 at most)
    payload: v.object({
      pageNumber: v.optional(id('must be a page number from 1'), 1),
      pageSize: v.optional(v.pipe(id(), v.maxValue(1000, 'must be at most 1000')), 1000),
    }),
    async handle(ctx, { pageNumber, pageSize }) {
      const rows = await ctx.db
        .select()
        .from(merchantIdentities)
        .where(eq(merchantIdentities.customerId, ctx.customerId))
        .orderBy(desc(merchantIdentities.id))
        .limit(pageSize)
        .offset((pageNumber - 1) * pageSize);
      return ok({
        identities: rows.map((row) => ({
          id: row.id,
          email: row.email,
          firstName: row.firstName,
          lastName: row.lastName,
          accountId: row.accountId,
          fee: { amount: atScale(row.fee, row.currencyCode), currencyCode: row.currencyCode },
          statusId: row.statusId,
          createdAt: row.createdAt.toISOString(),
        })),
      });
    },
  }),
  sessionMethod({
    name: 'identityVerificationCreate',
    idempotent: true,
    payload: v.object({
      email: v.pipe(
        requiredText(),
        v.trim(),
        v.email('must be an e-mail'),
        v.maxLength(254, 'must be at most 254 characters'),
      ),
      firstName: v.pipe(requiredText(), v.maxLength(100)),
      lastName: v.pipe(requiredText(), v.maxLength(100)),
      accountId: id(),
    }),
    async handle(ctx, input) {
      if (!canAct(ctx.accessRights)) return accessDenied();
      const currencyCode = await accountCurrency(ctx, input.accountId);
      if (!currencyCode) return invalid('accountId', 'is not one of your open accounts');
      const fee = feeOf(currencyCode);
      const [row] = await ctx.db
        .insert(merchantIdentities)
        .values({ customerId: ctx.customerId, ...input, fee, currencyCode })
        .returning({ id: merchantIdentities.id });
      return ok({ responseDescription: 'Verification requested', id: row?.id, fee: { amount: fee, currencyCode } });
    },
  }),
];
