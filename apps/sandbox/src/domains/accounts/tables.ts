// Tables of the accounts domain: the double-entry ledger (accounts, transactions, postings), which
// payment instructions a customer has seen, and the bank's announcements with each user's read state.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, createdAt, ledgerMoney } from '../../db/columns.ts';
import { customers, users } from '../customer/tables.ts';

/** A text's words per interface language (a language missing falls back to the English columns). */
export type LocalisedTexts = Partial<Record<string, { title: string; body: string }>>;

/** Customer accounts (1001 payment, 4001 prepaid card, 4002 receiving) and system accounts (9001). */
export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    accountNumber: text('account_number').notNull().generatedAlwaysAs(sql`'PD' || lpad(id::text, 10, '0')`),
    customerId: integer('customer_id').references(() => customers.id),
    currencyCode: text('currency_code').notNull(),
    typeId: integer('type_id').notNull(),
    statusId: smallint('status_id').notNull().default(2),
    minimumBalance: ledgerMoney('minimum_balance').notNull().default('0'),
    systemPurpose: text('system_purpose'), // clearing | fx | fees, only on system accounts
    createdAt: createdAt(),
  },
  (t) => [
    index('accounts_customer_idx').on(t.customerId),
    uniqueIndex('accounts_system_purpose_idx').on(t.systemPurpose, t.currencyCode),
    // one open payment account per customer and currency
    uniqueIndex('accounts_payment_currency_idx')
      .on(t.customerId, t.currencyCode)
      .where(sql`type_id = 1001 and status_id <> 11`),
  ],
);

export const transactions = pgTable(
  'transactions',
  {
    id: serial('id').primaryKey(),
    typeId: smallint('type_id').notNull(),
    statusId: smallint('status_id').notNull(), // 2 completed, 41 processing, 26 rejected, 4 canceled
    fromAccountId: integer('from_account_id').references(() => accounts.id),
    toAccountId: integer('to_account_id').references(() => accounts.id),
    amount: ledgerMoney('amount').notNull(),
    currencyCode: text('currency_code').notNull(),
    toAmount: ledgerMoney('to_amount').notNull(),
    toCurrencyCode: text('to_currency_code').notNull(),
    exchangeRate: numeric('exchange_rate', { precision: 20, scale: 8 }).notNull().default('1'),
    fee: ledgerMoney('fee').notNull().default('0'),
    /** As typed by the person; for the bank's own description its English text (descriptions.ts). */
    description: text('description').notNull().default(''),
    /** The bank's own description: its key and parameters, written out in the reader's language; null when typed. */
    descriptionKey: text('description_key'),
    descriptionParams: jsonb('description_params').$type<Record<string, string>>(),
    counterpartyName: text('counterparty_name'),
    counterpartyEmail: text('counterparty_email'),
    reference: text('reference'),
    createdAt: createdAt(),
  },
  (t) => [
    index('transactions_from_idx').on(t.fromAccountId, t.createdAt),
    index('transactions_to_idx').on(t.toAccountId, t.createdAt),
  ],
);

export const postings = pgTable(
  'postings',
  {
    id: serial('id').primaryKey(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => transactions.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    amount: ledgerMoney('amount').notNull(), // signed: credit > 0, debit < 0
    currencyCode: text('currency_code').notNull(),
  },
  (t) => [index('postings_account_idx').on(t.accountId), index('postings_transaction_idx').on(t.transactionId)],
);

/** A payment instruction (an account's funding details) the customer has opened. */
export const paymentInstructionViews = pgTable(
  'payment_instruction_views',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.accountId] })],
);

export const announcements = pgTable('announcements', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  /** The title and body in other interface languages (the bank publishes its news in each); title/body are English. */
  texts: jsonb('texts').$type<LocalisedTexts>(),
  needsConfirmation: boolean('needs_confirmation').notNull().default(false),
  createdAt: createdAt(),
});

export const announcementStates = pgTable(
  'announcement_states',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id),
    readAt: at('read_at'),
    choice: boolean('choice'),
    answeredAt: at('answered_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.announcementId] })],
);
