// The infrastructure's own tables (no domain's): the idempotency store (api/idempotency.ts) and the
// outbox of what the sandbox has "sent" (outbox.ts, shown by the sandbox inbox).
import { integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

export const outboxMessages = pgTable('outbox_messages', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull(), // sms otp email push
  recipient: text('recipient').notNull(), // a login (e-mail) or a phone number
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  code: text('code'),
  link: text('link'),
  loginKey: text('login_key'),
  createdAt: createdAt(),
});

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').notNull(),
    method: text('method').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    answer: jsonb('answer').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('idempotency_keys_scope_idx').on(t.customerId, t.method, t.key)],
);
