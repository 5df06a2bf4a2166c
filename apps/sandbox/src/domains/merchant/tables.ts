// Tables of the merchant domain (payments.md 3 "Merchant", 7 "Merchant"; packages/merchant/WIRE.md): the merchant's
// settings and signing secret, webhooks and every delivery attempt, API keys (hashed) and their request log, allowed
// IP ranges, saved payment buttons, business logos, IPN messages, subscriptions, identity verifications.
import { boolean, index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { at, createdAt, ledgerMoney } from '../../db/columns.ts';
import { customers } from '../customer/tables.ts';

const customerId = () =>
  integer('customer_id')
    .notNull()
    .references(() => customers.id);

/** IPN and payment-notification settings, and the secret every webhook and IPN request is signed with. */
export const merchantSettings = pgTable('merchant_settings', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id),
  notifyUrl: text('notify_url').notNull().default(''),
  notifyStatusId: smallint('notify_status_id').notNull().default(1),
  statusId: smallint('status_id').notNull().default(1),
  /** Kept readable: the sandbox signs with it (shown to the merchant once, when made). */
  secret: text('secret').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const merchantWebhooks = pgTable('merchant_webhooks', {
  id: serial('id').primaryKey(),
  customerId: customerId(),
  name: text('name').notNull(),
  url: text('url').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
});

/** One HTTP attempt of a webhook or IPN delivery (a refused destination is recorded too, without a status). */
export const merchantDeliveries = pgTable(
  'merchant_deliveries',
  {
    id: serial('id').primaryKey(),
    customerId: customerId(),
    kind: text('kind').notNull(), // webhook | ipn
    webhookId: integer('webhook_id'),
    event: text('event').notNull(),
    url: text('url').notNull(),
    requestBody: text('request_body').notNull(),
    attempt: smallint('attempt').notNull(),
    statusCode: integer('status_code'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('merchant_deliveries_customer_idx').on(t.customerId, t.id)],
);

export const merchantApiKeys = pgTable('merchant_api_keys', {
  id: serial('id').primaryKey(),
  customerId: customerId(),
  name: text('name').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  /** SHA-256 of the key; the key itself is shown once, at creation. */
  keyHash: text('key_hash').notNull().unique(),
  keyPrefix: text('key_prefix').notNull(),
  createdAt: createdAt(),
});

export const merchantApiRequests = pgTable(
  'merchant_api_requests',
  {
    id: serial('id').primaryKey(),
    customerId: customerId(),
    apiKeyId: integer('api_key_id').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    statusCode: integer('status_code').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('merchant_api_requests_key_idx').on(t.apiKeyId, t.createdAt)],
);

export const merchantAllowedIps = pgTable('merchant_allowed_ips', {
  id: serial('id').primaryKey(),
  customerId: customerId(),
  name: text('name').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  ipFrom: text('ip_from').notNull(),
  ipTo: text('ip_to').notNull(),
  createdAt: createdAt(),
});

export const merchantLogos = pgTable('merchant_logos', {
  id: serial('id').primaryKey(),
  customerId: customerId(),
  name: text('name').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  mimeType: text('mime_type').notNull(),
  /** The image, base64 (at most 512 kB before encoding). */
  content: text('content').notNull(),
  createdAt: createdAt(),
});

/** A saved payment button; its pbn settings (pay-by-link) ride along. */
export const merchantButtons = pgTable('merchant_buttons', {
  id: serial('id').primaryKey(),
  customerId: customerId(),
  name: text('name').notNull(),
  accountId: integer('account_id').notNull(),
  amount: ledgerMoney('amount').notNull(),
  currencyCode: text('currency_code').notNull(),
  description: text('description').notNull().default(''),
  logoId: integer('logo_id'),
  returnUrl: text('return_url').notNull().default(''),
  pbnEnabled: boolean('pbn_enabled').notNull().default(false),
  pbnExpiryDays: smallint('pbn_expiry_days').notNull().default(30),
  createdAt: createdAt(),
});

export const merchantIpnMessages = pgTable('merchant_ipn_messages', {
  id: serial('id').primaryKey(),
  customerId: customerId(),
  transactionId: integer('transaction_id'),
  amount: ledgerMoney('amount').notNull(),
  currencyCode: text('currency_code').notNull(),
  payerEmail: text('payer_email').notNull(),
  statusId: smallint('status_id').notNull().default(1),
  body: text('body').notNull(),
  confirmed: boolean('confirmed').notNull().default(false),
  createdAt: createdAt(),
});

export const merchantSubscriptions = pgTable('merchant_subscriptions', {
  id: serial('id').primaryKey(),
  customerId: customerId(),
  subscriberEmail: text('subscriber_email').notNull(),
  buttonName: text('button_name').notNull(),
  amount: ledgerMoney('amount').notNull(),
  currencyCode: text('currency_code').notNull(),
  periodDays: smallint('period_days').notNull(),
  installments: smallint('installments').notNull(),
  statusId: smallint('status_id').notNull().default(1), // 1 active, 2 canceled
  createdAt: createdAt(),
});

export const merchantIdentities = pgTable('merchant_identities', {
  id: serial('id').primaryKey(),
  customerId: customerId(),
  email: text('email').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  accountId: integer('account_id').notNull(),
  fee: ledgerMoney('fee').notNull(),
  currencyCode: text('currency_code').notNull(),
  statusId: smallint('status_id').notNull().default(1), // 1 pending, 2 verified, 3 failed
  createdAt: createdAt(),
});
