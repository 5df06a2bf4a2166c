// Who takes part in an invoice: the customer a login belongs to, a customer's open payment account in a
// currency, and the realtime notice a new or rejected invoice sends (payments.md 4 "Notifications": type info).
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import type { InLanguages } from '../../lang.ts';
import { type NotificationWords, publishNotification } from '../../realtime/notify.ts';
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

export const invoiceWords = {
  created: {
    en: { title: 'New invoice', body: '{name} asks you to pay {amount} {currency}.' },
    es: { title: 'Nueva factura', body: '{name} le pide que pague {amount} {currency}.' },
    pt: { title: 'Nova fatura', body: '{name} pede que você pague {amount} {currency}.' },
    ro: { title: 'Factură nouă', body: '{name} vă cere să plătiți {amount} {currency}.' },
    ru: { title: 'Новый счёт', body: '{name} просит вас оплатить {amount} {currency}.' },
    ua: { title: 'Новий рахунок', body: '{name} просить вас сплатити {amount} {currency}.' },
  },
  rejected: {
    en: { title: 'Invoice rejected', body: '{name}: {note}' },
    es: { title: 'Factura rechazada', body: '{name}: {note}' },
    pt: { title: 'Fatura recusada', body: '{name}: {note}' },
    ro: { title: 'Factură respinsă', body: '{name}: {note}' },
    ru: { title: 'Счёт отклонён', body: '{name}: {note}' },
    ua: { title: 'Рахунок відхилено', body: '{name}: {note}' },
  },
} satisfies Record<string, InLanguages<NotificationWords>>;

/**
 * A realtime notification on the customer's channel (the browser's bell and toast; the lists refresh on it), in
 * each connection's language: a new invoice (`name`, `amount`, `currency`) or a rejected one (`name`, `note`).
 */
export function notifyInvoice(
  sandbox: Sandbox,
  customerId: number,
  event: keyof typeof invoiceWords,
  values: Record<string, string>,
): void {
  publishNotification(sandbox, customerId, { type: 'info', status: 'info', words: invoiceWords[event], values });
}
