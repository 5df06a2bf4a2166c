// Tables of the invoices domain (payments.md 3, 4, 7 "Invoices"): an invoice between two customers (or a funding
// invoice the bank issues to one), and how it was paid. Amounts are minor units at the currency's scale.
import { boolean, date, index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { at, createdAt, ledgerMoney } from '../../db/columns.ts';
import { accounts, transactions } from '../accounts/tables.ts';
import { customers } from '../customer/tables.ts';

/**
 * One invoice. The payee issued it and is paid into `payeeAccountId`; the payer is asked to pay it. A funding
 * invoice (isFunding and isSystem) is issued by the bank (`payeeCustomerId` null) to fund the payer's own account.
 * `statusId` keeps only what is decided on the invoice itself: 0 open, 2 rejected, 1 paid (a funding invoice paid
 * from outside). Paying links `transactionId`: its transaction tells paid (2) or processing (41); a rejected
 * payment (26) leaves the invoice open again.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    payeeCustomerId: integer('payee_customer_id').references(() => customers.id),
    payeeAccountId: integer('payee_account_id')
      .notNull()
      .references(() => accounts.id),
    payerCustomerId: integer('payer_customer_id')
      .notNull()
      .references(() => customers.id),
    payerEmail: text('payer_email').notNull(),
    amount: ledgerMoney('amount').notNull(),
    currencyCode: text('currency_code').notNull(),
    dueDate: date('due_date', { mode: 'string' }),
    noteBody: text('note_body').notNull().default(''),
    rejectNote: text('reject_note'),
    statusId: smallint('status_id').notNull().default(0),
    transactionId: integer('transaction_id').references(() => transactions.id),
    isFunding: boolean('is_funding').notNull().default(false),
    isSystem: boolean('is_system').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('invoices_payee_idx').on(t.payeeCustomerId, t.createdAt),
    index('invoices_payer_idx').on(t.payerCustomerId, t.createdAt),
  ],
);
