// Tables of the support domain: the helpdesk's tickets, their threads and attachments (payments.md 3 "Support",
// 7 "Support helpdesk"; packages/support/WIRE.md). Agent threads may carry HTML (stored as sent; the app
// sanitises before showing it).
import { customType, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { at, createdAt } from '../../db/columns.ts';
import { customers } from '../customer/tables.ts';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value),
  fromDriver: (value) => new Uint8Array(value),
});

/**
 * One ticket. `status` is the helpdesk's (Open, On Hold, Closed, Closed-no-reply); `customerReadAt` is the
 * custom field cf_customer_read_at (set when the customer opens the ticket).
 */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: serial('id').primaryKey(),
    ticketNumber: text('ticket_number').notNull().unique(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    subject: text('subject').notNull(),
    status: text('status').notNull().default('Open'),
    customerReadAt: at('customer_read_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('support_tickets_customer_idx').on(t.customerId, t.updatedAt)],
);

/** A message of a ticket: `in` from the customer, `out` from an agent (HTML). */
export const supportThreads = pgTable('support_threads', {
  id: serial('id').primaryKey(),
  ticketId: integer('ticket_id')
    .notNull()
    .references(() => supportTickets.id),
  direction: text('direction').notNull(), // in | out
  author: text('author').notNull(),
  content: text('content').notNull(),
  contentType: text('content_type').notNull().default('text/plain'),
  createdAt: createdAt(),
});

/** An uploaded file; bound to a thread once sent with it. */
export const supportAttachments = pgTable('support_attachments', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id),
  threadId: integer('thread_id').references(() => supportThreads.id),
  name: text('name').notNull(),
  type: text('type').notNull(),
  size: integer('size').notNull(),
  data: bytea('data').notNull(),
  createdAt: createdAt(),
});
