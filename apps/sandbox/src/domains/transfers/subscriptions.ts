// Recurring transfers between own accounts (WIRE.md "Own accounts"): the subscription fields of
// transferBetweenAccounts, and the preapproved payment they create for the transfers after the first.
import { subscriptionFrequencies } from '@paydeck/transfers/api';
import * as v from 'valibot';
import { dateText, flag } from '../../api/fields.ts';
import type { Db } from '../../db/open.ts';
import { preapprovedPayments } from './tables.ts';

export const subscriptionFields = {
  subscriptionFrequency: v.optional(v.picklist(subscriptionFrequencies, 'must be weekly, monthly or quarterly')),
  subscriptionEndDate: v.optional(dateText()),
  subscriptionTransactions: v.optional(
    v.pipe(
      v.number('must be a whole number'),
      v.integer('must be a whole number'),
      v.minValue(2, 'must be at least 2'),
    ),
  ),
  subscriptionUserCancel: v.optional(flag()),
};

type Fields = v.InferOutput<v.ObjectSchema<typeof subscriptionFields, undefined>>;

const MONTHS: Record<(typeof subscriptionFrequencies)[number], number> = { weekly: 0, monthly: 1, quarterly: 3 };

/** The date one period after `from` (UTC calendar; a month end is clamped by Date arithmetic). */
export function nextDate(from: Date, frequency: (typeof subscriptionFrequencies)[number]): string {
  const next = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  if (frequency === 'weekly') next.setUTCDate(next.getUTCDate() + 7);
  else next.setUTCMonth(next.getUTCMonth() + MONTHS[frequency]);
  return next.toISOString().slice(0, 10);
}

/** What is wrong with the recurring fields (the other fields need a frequency; end date or count, not both). */
export function subscriptionProblem(input: Fields): { param: string; description: string } | null {
  const { subscriptionFrequency, subscriptionEndDate, subscriptionTransactions, subscriptionUserCancel } = input;
  if (!subscriptionFrequency) {
    const stray = [
      ['subscriptionEndDate', subscriptionEndDate],
      ['subscriptionTransactions', subscriptionTransactions],
      ['subscriptionUserCancel', subscriptionUserCancel],
    ].find(([, value]) => value !== undefined);
    return stray ? { param: String(stray[0]), description: 'needs subscriptionFrequency' } : null;
  }
  if (subscriptionEndDate !== undefined && subscriptionTransactions !== undefined) {
    return { param: 'subscriptionTransactions', description: 'give an end date or a count, not both' };
  }
  return null;
}

/** Creates the preapproved payment of the transfers after the first one; answers its id. */
export async function createSubscription(
  db: Db,
  now: Date,
  input: {
    customerId: number;
    from: { id: number; currencyCode: string };
    to: { id: number; currencyCode: string };
    toAmount: string;
    input: Fields;
  },
): Promise<number> {
  const frequency = input.input.subscriptionFrequency ?? 'monthly';
  const [row] = await db
    .insert(preapprovedPayments)
    .values({
      customerId: input.customerId,
      type: 'subscription',
      fromAccountId: input.from.id,
      toAccountId: input.to.id,
      amount: input.toAmount,
      currencyCode: input.to.currencyCode,
      frequency,
      nextDate: nextDate(now, frequency),
      endDate: input.input.subscriptionEndDate ?? null,
      remaining: input.input.subscriptionTransactions === undefined ? null : input.input.subscriptionTransactions - 1,
      userCancel: input.input.subscriptionUserCancel ?? true,
      createdAt: now,
    })
    .returning({ id: preapprovedPayments.id });
  if (!row) throw new Error('preapproved payment insert returned nothing');
  return row.id;
}
