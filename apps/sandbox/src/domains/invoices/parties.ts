// Who takes part in an invoice: the customer a login belongs to, a customer's open payment account in a
// currency, and the realtime notice a new or rejected invoice sends (payments.md 4 "Notifications": type info).
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import type { Sandbox } from '../../sandbox.ts';
import { holderName } from '../accounts/statement-data.ts';
import { AccountStatus, AccountType } from '../accounts/ledger/codes.ts';
import { accounts } from '../accounts/tables.ts';
import { users } from '../customer/tables.ts';

/** The customer whose person signs in with that e-mail (compared case-insensitively). */
export async function customerByLogin(db: Db, email: string): Promise<number | undefined> {
  const [user] = await db
    .select({ customerId: users.customerId })
    .from(users)
    .where(sql`lower(${users.login}) = ${email.toLowerCase()}`);
  return user?.customerId;
}

/** The customer's open payment account in that currency (one at most: a unique index says so). */
export async function paymentAccountIn(db: Db, customerId: number, currencyCode: string) {
  const [account] = await db
    .select()
    .from(accounts)
    .where(
      and(
        eq(accounts.customerId, customerId),
        eq(accounts.currencyCode, currencyCode.toUpperCase()),
        eq(accounts.typeId, AccountType.payment),
        eq(accounts.statusId, AccountStatus.active),
      ),
    );
  return account;
}

export const customerName = holderName;

/** A realtime notification on the customer's channel (the browser's bell and toast; the lists refresh on it). */
export function notifyInvoice(sandbox: Sandbox, customerId: number, title: string, body: string): void {
  sandbox.hub.publish(customerId, {
    type: 'notification',
    notification: { type: 'info', status: 'info', title, body },
  });
}
