// Tables of the transfers domain (payments.md 3, 7): transfer batches (mass files) and their rows.
import { index, integer, numeric, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts, transactions } from '../accounts/tables.ts';
import { customers } from '../customer/tables.ts';

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
    amount: numeric('amount', { precision: 20, scale: 2 }).notNull(),
    currencyCode: text('currency_code').notNull(),
    description: text('description').notNull().default(''),
    transactionId: integer('transaction_id').references(() => transactions.id),
  },
  (t) => [primaryKey({ columns: [t.batchId, t.rowNumber] })],
);
