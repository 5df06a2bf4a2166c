// Demo preapproved payments (WIRE.md "Preapproved payments"): anna has a monthly savings transfer from
// EUR to USD she may cancel, and a quarterly top-up of her card the bank set up, which she may not. Their
// schedules start on the seed's day (their first runs one period later); the bank's needs nobody's approval.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { loginOf } from '../../seed/people.ts';
import { AccountType } from '../accounts/ledger/codes.ts';
import { accounts } from '../accounts/tables.ts';
import { users } from '../customer/tables.ts';
import { preapprovedPayments } from './tables.ts';
import { dayOf, nextDate } from './subscriptions.ts';

export async function seedPreapproved(db: Db, now: Date): Promise<void> {
  const [anna] = await db
    .select({ customerId: users.customerId, userId: users.id })
    .from(users)
    .where(eq(users.login, loginOf('anna.personal')));
  if (!anna) return;
  const own = await db
    .select({ id: accounts.id, currencyCode: accounts.currencyCode, typeId: accounts.typeId })
    .from(accounts)
    .where(and(eq(accounts.customerId, anna.customerId)));
  const find = (currencyCode: string, typeId: number) =>
    own.find((a) => a.currencyCode === currencyCode && a.typeId === typeId);
  const [eur, usd, card] = [
    find('EUR', AccountType.payment),
    find('USD', AccountType.payment),
    find('EUR', AccountType.prepaidCard),
  ];
  if (!eur || !usd || !card) return;
  await db.insert(preapprovedPayments).values([
    {
      customerId: anna.customerId,
      type: 'subscription',
      fromAccountId: eur.id,
      toAccountId: usd.id,
      amount: '54.00',
      currencyCode: 'USD',
      frequency: 'monthly',
      nextDate: nextDate(now, 'monthly'),
      remaining: 9,
      userCancel: true,
      createdByUserId: anna.userId,
      startsOn: dayOf(now),
      createdAt: new Date(now.getTime() - 90 * 86_400_000),
    },
    {
      customerId: anna.customerId,
      type: 'subscription',
      fromAccountId: eur.id,
      toAccountId: card.id,
      amount: '25.00',
      currencyCode: 'EUR',
      frequency: 'quarterly',
      nextDate: nextDate(now, 'quarterly'),
      endDate: new Date(now.getTime() + 400 * 86_400_000).toISOString().slice(0, 10),
      userCancel: false,
      startsOn: dayOf(now),
      createdAt: new Date(now.getTime() - 30 * 86_400_000),
    },
  ]);
}
