// Recurring transfers between own accounts (WIRE.md "Own accounts"): the subscription fields of
// transferBetweenAccounts, the preapproved payment they create for the transfers after the first, and the days
// of its schedule (recurring.ts books each run when its day comes).
import { subscriptionFrequencies } from '@paydeck/transfers/api';
import * as v from 'valibot';
import { dateText, flag } from '../../api/fields.ts';
import type { Db } from '../../db/open.ts';
import { preapprovedPayments, preapprovedRuns } from './tables.ts';

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

export type Frequency = (typeof subscriptionFrequencies)[number];
const MONTHS: Record<Frequency, number> = { weekly: 0, monthly: 1, quarterly: 3 };

/** The UTC calendar day of a moment, `YYYY-MM-DD` (the sandbox's days are UTC's). */
export const dayOf = (at: Date): string => at.toISOString().slice(0, 10);

/**
 * The day `periods` periods after `start` (UTC calendar), counted from the start each time so a schedule never
 * drifts: a month end is clamped to the shorter month (31 January + 1 month = 28 or 29 February, + 2 = 31 March).
 */
export function dateAfter(start: string, periods: number, frequency: Frequency): string {
  const [year = 0, month = 1, day = 1] = start.split('-').map(Number);
  if (frequency === 'weekly') return dayOf(new Date(Date.UTC(year, month - 1, day + 7 * periods)));
  const monthIndex = month - 1 + MONTHS[frequency] * periods;
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
  return dayOf(new Date(Date.UTC(year, monthIndex, Math.min(day, lastDay))));
}

/** The day one period after `from`. */
export const nextDate = (from: Date, frequency: Frequency): string => dateAfter(dayOf(from), 1, frequency);

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

/**
 * Creates the preapproved payment of the transfers after the first one, with the first as its run 0; answers its
 * id. Its runs follow `userId`'s approval rule (recurring-run.ts). An end date before the first later run leaves
 * nothing to repeat: the payment is ended at once.
 */
export async function createSubscription(
  db: Db,
  now: Date,
  input: {
    customerId: number;
    userId: number;
    firstTransactionId: number;
    from: { id: number; currencyCode: string };
    to: { id: number; currencyCode: string };
    toAmount: string;
    input: Fields;
  },
): Promise<number> {
  const frequency = input.input.subscriptionFrequency ?? 'monthly';
  const startsOn = dayOf(now);
  const next = dateAfter(startsOn, 1, frequency);
  const endDate = input.input.subscriptionEndDate ?? null;
  const nothingLeft = endDate !== null && next > endDate;
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
      startsOn,
      nextDate: nothingLeft ? null : next,
      endDate,
      remaining: input.input.subscriptionTransactions === undefined ? null : input.input.subscriptionTransactions - 1,
      userCancel: input.input.subscriptionUserCancel ?? true,
      createdByUserId: input.userId,
      endedAt: nothingLeft ? now : null,
      createdAt: now,
    })
    .returning({ id: preapprovedPayments.id });
  if (!row) throw new Error('preapproved payment insert returned nothing');
  await db.insert(preapprovedRuns).values({
    paymentId: row.id,
    period: 0,
    scheduledFor: startsOn,
    transactionId: input.firstTransactionId,
    outcome: 'booked',
    createdAt: now,
  });
  return row.id;
}
