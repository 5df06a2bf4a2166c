// Tables of the transfers domain (payments.md 3, 4, 7): transfer batches (mass files) and their rows,
// the operations of submitted transfers (their approval), and preapproved (recurring) payments.
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ledgerMoney } from '../../db/columns.ts';
import { accounts, transactions } from '../accounts/tables.ts';
import { customers, users } from '../customer/tables.ts';

export * from './external-tables.ts';

/** A mass transfer file as uploaded: its rows are booked as ordinary transactions (one per row). */
export const transferBatches = pgTable(
  'transfer_batches',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    name: text('name').notNull(),
    fileName: text('file_name').notNull(),
    /** The transaction type of every row (2 p2p, 3 wire, 4 eft, 5 oct, 6 crypto, 7 instant, 8 interac, 14 global). */
    typeId: smallint('type_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('transfer_batches_customer_idx').on(t.customerId, t.createdAt)],
);

/** One row of a batch file; `transactionId` is the transaction it was booked as (null while not booked). */
export const transferBatchRows = pgTable(
  'transfer_batch_rows',
  {
    batchId: integer('batch_id')
      .notNull()
      .references(() => transferBatches.id),
    rowNumber: integer('row_number').notNull(),
    beneficiaryName: text('beneficiary_name').notNull(),
    beneficiaryEmail: text('beneficiary_email'),
    /** Exactly as booked, with the currency's own decimals (8 for crypto), as the ledger keeps amounts. */
    amount: ledgerMoney('amount').notNull(),
    currencyCode: text('currency_code').notNull(),
    description: text('description').notNull().default(''),
    transactionId: integer('transaction_id').references(() => transactions.id),
    /** The row's fee transaction (a mass transfer's; null for rows booked without one). */
    feeTransactionId: integer('fee_transaction_id').references(() => transactions.id),
  },
  (t) => [primaryKey({ columns: [t.batchId, t.rowNumber] })],
);

/**
 * A submitted transfer and its approval (WIRE.md "Submit result"): `approveType` is the submitter's mode
 * (none, push, sms, otp, approvalCode) or `company` for an access-right-3 request the company's approvers
 * decide. While `waiting` the transaction is held (status 41, posted); approved books it (2), rejected
 * releases the hold (26, postings removed). The code is kept as its SHA-256 only.
 */
export const transferOperations = pgTable(
  'transfer_operations',
  {
    id: text('id').primaryKey(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => transactions.id),
    feeTransactionId: integer('fee_transaction_id').references(() => transactions.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    approveType: text('approve_type').notNull(),
    status: text('status').notNull(), // waiting | approved | rejected
    codeHash: text('code_hash'),
    approvalKey: text('approval_key').unique(),
    attempts: smallint('attempts').notNull().default(0),
    /** The transaction's status once approved: 2, or 41 for an external rail that settles later. */
    approvedStatusId: smallint('approved_status_id').notNull().default(2),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A mass transfer's operation decides every row of this batch (transfer_batch_rows) at once. */
    batchId: integer('batch_id').references(() => transferBatches.id),
  },
  (t) => [index('transfer_operations_waiting_idx').on(t.customerId, t.status, t.approveType)],
);

/** A recurring transfer between own accounts (or a standing p2p payment), listed under preapproved payments. */
export const preapprovedPayments = pgTable(
  'preapproved_payments',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    type: text('type').notNull(), // subscription | p2p
    fromAccountId: integer('from_account_id')
      .notNull()
      .references(() => accounts.id),
    toAccountId: integer('to_account_id').references(() => accounts.id),
    beneficiaryEmail: text('beneficiary_email'),
    amount: numeric('amount', { precision: 26, scale: 8 }).notNull(),
    currencyCode: text('currency_code').notNull(),
    frequency: text('frequency').notNull(), // weekly | monthly | quarterly
    nextDate: date('next_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    remaining: integer('remaining'),
    userCancel: boolean('user_cancel').notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Whose approval rule its runs follow (the user who set it up; null: the bank, its runs need none). */
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    /** The schedule's first day: run k falls k periods after it (a month end clamped: recurring.ts). */
    startsOn: date('starts_on', { mode: 'string' }),
    /** How many periods of the schedule have come (booked or refused runs; the first transfer not counted). */
    periodsDone: integer('periods_done').notNull().default(0),
    /** Its last run came (count or end date), or an account closed: no next run. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('preapproved_payments_customer_idx').on(t.customerId)],
);

/**
 * Each transfer made under a recurring payment: number 0 the first (booked by the submit), then one per period
 * (recurring.ts), booked (its transaction, completed or held for a company's approvers) or refused with a reason
 * (a rejected transaction: no postings). One row per period: the scheduler never books a period twice.
 */
export const preapprovedRuns = pgTable(
  'preapproved_runs',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => preapprovedPayments.id),
    period: integer('period').notNull(),
    scheduledFor: date('scheduled_for', { mode: 'string' }).notNull(),
    transactionId: integer('transaction_id').references(() => transactions.id),
    outcome: text('outcome').notNull(), // booked | refused
    reason: text('reason'), // insufficientFunds | limitExceeded | accountUnavailable | accountClosed | noAccess
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('preapproved_runs_period_idx').on(t.paymentId, t.period)],
);
