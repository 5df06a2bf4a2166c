// Tables of the security domain: per-user switches, the IP whitelist, the blacklist and the
// notification settings a person changed.
import { boolean, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { users } from '../customer/tables.ts';

/** Per-user security switches. */
export const userSecurity = pgTable('user_security', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  ipWhitelistMode: text('ip_whitelist_mode').notNull().default('off'), // off | on
});

export const ipWhitelist = pgTable(
  'ip_whitelist',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    ip: text('ip').notNull(),
    toIp: text('to_ip'),
    createdAt: createdAt(),
  },
  (t) => [index('ip_whitelist_user_idx').on(t.userId)],
);

export const blacklist = pgTable(
  'blacklist',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    email: text('email').notNull(),
    blockType: text('block_type').notNull(), // payments invoices all
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.email] })],
);

/** Only the settings a person changed; the rest keep their defaults (domains/security.ts). */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    identified: text('identified').notNull(),
    value: boolean('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.identified] })],
);
