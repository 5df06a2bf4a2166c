// Tables of the global pay domain (payments.md 3 "Global pay", 4 "Global pay batch and mass files"): a batch a
// customer uploaded from one file, and its payment rows. Amounts are minor units at the batch account's scale.
import { boolean, index, integer, jsonb, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { at, createdAt, ledgerMoney } from '../../db/columns.ts';
import { accounts, transactions } from '../accounts/tables.ts';
import { customers } from '../customer/tables.ts';

/**
 * One uploaded batch. `fileHash` (SHA-256 of the file's bytes) with the account tells an identical upload
 * (code 92). `status`: draft (editable), submitted (booked), canceled.
 */
export const globalPayBatches = pgTable(
  'global_pay_batches',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    batchName: text('batch_name').notNull(),
    fileHash: text('file_hash').notNull(),
    status: text('status').notNull().default('draft'),
    transactionId: integer('transaction_id').references(() => transactions.id),
    createdAt: createdAt(),
    submittedAt: at('submitted_at'),
  },
  (t) => [index('global_pay_batches_customer_idx').on(t.customerId, t.fileHash)],
);

/**
 * One payment row: its cells as uploaded or edited (`paymentData`), who pays the fee (`feeShare`: sender or
 * beneficiary), the methods the sender forbade, whether it was removed (restorable), and once the batch is
 * submitted its `secret` (the recipient's link) and `status` (new, pending, paid, refused, expired).
 */
export const globalPayPayments = pgTable(
  'global_pay_payments',
  {
    id: serial('id').primaryKey(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => globalPayBatches.id),
    position: integer('position').notNull(),
    paymentData: jsonb('payment_data').$type<Record<string, string>>().notNull(),
    feeShare: text('fee_share').notNull().default('sender'),
    forbiddenMethods: jsonb('forbidden_methods').$type<string[]>().notNull().default([]),
    removed: boolean('removed').notNull().default(false),
    secret: text('secret').unique(),
    status: text('status').notNull().default('draft'),
    amount: ledgerMoney('amount'),
    method: text('method'),
    countryCode: text('country_code'),
    currencyCode: text('currency_code'),
    operationId: integer('operation_id'),
    /** Wrong guesses of the current code (recipient-code.ts: MAX_ATTEMPTS). */
    attempts: smallint('attempts').notNull().default(0),
    /** Wrong guesses of every code of the payment (PAYMENT_FAILURES locks it). */
    failures: smallint('failures').notNull().default(0),
    /** The recipient's pending approval: the code's SHA-256 and when it stops counting. */
    codeHash: text('code_hash'),
    codeExpiresAt: at('code_expires_at'),
    /** Codes mailed for the payment (CODE_SENDS at most) and when the last one went (RETRY_SECONDS apart). */
    codeSends: smallint('code_sends').notNull().default(0),
    codeSentAt: at('code_sent_at'),
    /** What the recipient chose to be paid with (their extra fields, e.g. iban). */
    payoutDetails: jsonb('payout_details').$type<Record<string, string>>(),
    paidAt: at('paid_at'),
  },
  (t) => [index('global_pay_payments_batch_idx').on(t.batchId, t.position)],
);
