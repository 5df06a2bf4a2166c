// Preapproved payments (WIRE.md "Preapproved payments"): the customer's recurring transfers (created by
// transferBetweenAccounts' subscription fields), filtered, and cancelled when the customer may cancel them.
import { and, eq, gte, isNull, lte, type SQL, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { accessDenied, invalid, ok } from '../../api/answers.ts';
import { amount, id, text } from '../../api/fields.ts';
import { type MethodDefinition, sessionMethod } from '../../api/registry.ts';
import { normaliseDecimal } from '../../money.ts';
import { canAct } from '../accounts/accounts.ts';
import { accounts } from '../accounts/tables.ts';
import { preapprovedPayments } from './tables.ts';

const preapprovedPaymentList = sessionMethod({
  name: 'preapprovedPaymentList',
  readOnly: true,
  payload: v.object({
    beneficiaryEmail: v.optional(text()),
    fromAmount: v.optional(amount()),
    toAmount: v.optional(amount()),
    type: v.optional(v.picklist(['subscription', 'p2p'])),
  }),
  async handle({ db, customerId }, input) {
    const filters: (SQL | undefined)[] = [
      eq(preapprovedPayments.customerId, customerId),
      isNull(preapprovedPayments.cancelledAt),
      input.type ? eq(preapprovedPayments.type, input.type) : undefined,
      input.fromAmount ? gte(preapprovedPayments.amount, input.fromAmount) : undefined,
      input.toAmount ? lte(preapprovedPayments.amount, input.toAmount) : undefined,
      input.beneficiaryEmail
        ? sql`lower(coalesce(${preapprovedPayments.beneficiaryEmail}, '')) like ${`%${input.beneficiaryEmail.toLowerCase()}%`}`
        : undefined,
    ];
    const rows = await db
      .select({ p: preapprovedPayments, toAccount: accounts.accountNumber })
      .from(preapprovedPayments)
      .leftJoin(accounts, eq(accounts.id, preapprovedPayments.toAccountId))
      .where(and(...filters))
      .orderBy(preapprovedPayments.id);
    return ok({
      payments: rows.map(({ p, toAccount }) => ({
        id: p.id,
        type: p.type,
        amount: normaliseDecimal(p.amount),
        currencyCode: p.currencyCode,
        toAccount,
        beneficiaryEmail: p.beneficiaryEmail,
        frequency: p.frequency,
        nextDate: p.nextDate,
        endDate: p.endDate,
        remaining: p.remaining,
        userCancel: p.userCancel,
      })),
    });
  },
});

const preapprovedPaymentCancel = sessionMethod({
  name: 'preapprovedPaymentCancel',
  payload: v.object({ id: id() }),
  async handle({ db, sandbox, customerId, accessRights }, input) {
    if (!canAct(accessRights)) return accessDenied();
    const [payment] = await db
      .select()
      .from(preapprovedPayments)
      .where(and(eq(preapprovedPayments.id, input.id), eq(preapprovedPayments.customerId, customerId)));
    if (!payment || payment.cancelledAt) return invalid('id', 'is not one of your preapproved payments');
    if (!payment.userCancel) return invalid('id', 'cannot be cancelled');
    await db
      .update(preapprovedPayments)
      .set({ cancelledAt: sandbox.now() })
      .where(eq(preapprovedPayments.id, payment.id));
    return ok({ id: payment.id, cancelled: true });
  },
});

export const preapprovedMethods: MethodDefinition[] = [preapprovedPaymentList, preapprovedPaymentCancel];
