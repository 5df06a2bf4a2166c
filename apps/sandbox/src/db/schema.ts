// The sandbox database. One schema for PGlite and PostgreSQL; migrations are generated from it
// by drizzle-kit into ../../drizzle. Money is NUMERIC(20,2), never a float.
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
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

const money = (name: string) => numeric(name, { precision: 20, scale: 2 });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true });

// ---- people -------------------------------------------------------------------------------

export const customers = pgTable('customers', {
  id: serial('id').primaryKey(),
  customerType: smallint('customer_type').notNull(), // 0 personal, 1 old business, 2 business
  businessName: text('business_name'),
  verified: boolean('verified').notNull().default(false),
  limited: boolean('limited').notNull().default(false),
  dueDiligenceLevel: smallint('due_diligence_level').notNull().default(1),
  isNeedPersonalInfoUpdate: boolean('is_need_personal_info_update').notNull().default(false),
  isNeedKyc: boolean('is_need_kyc').notNull().default(false),
  residenceCountryCode: text('residence_country_code').notNull(),
  taxId: text('tax_id'),
  permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
  useOldWeb: boolean('use_old_web').notNull().default(false),
  oldWebUrl: text('old_web_url'),
  taxResidencyCertStatus: text('tax_residency_cert_status').notNull().default('none'),
  createdAt: createdAt(),
});

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  login: text('login').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  birthDay: date('birth_day', { mode: 'string' }),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id),
  userType: smallint('user_type').notNull().default(1), // 1..4
  loginFlow: text('login_flow').notNull().default('simple'), // simple direct otp push verifyDevice sms
  login2faMode: text('login2fa_mode').notNull().default('no'),
  secondFactor: text('second_factor').notNull().default('none'), // none | push
  transactionApproveMode: text('transaction_approve_mode').notNull().default('none'),
  isAdmin: boolean('is_admin').notNull().default(false),
  migrationType: text('migration_type').notNull().default('none'), // none soft strict
  migrationStrategy: text('migration_strategy'), // migrate | enable
  migrationDeadline: at('migration_deadline'),
  createdAt: createdAt(),
});

/** Which customers a user may act for (their own included), with the access right 0..5. */
export const customerAccesses = pgTable(
  'customer_accesses',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    accessRights: smallint('access_rights').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.customerId] })],
);

export const phones = pgTable('phones', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id),
  countryCode: text('country_code').notNull(), // digits, no plus
  number: text('number').notNull(),
  confirmed: boolean('confirmed').notNull().default(false),
});

export const identityDocuments = pgTable('identity_documents', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id),
  typeId: smallint('type_id').notNull(),
  number: text('number').notNull(),
  statusId: smallint('status_id').notNull(),
  issuedDate: date('issued_date', { mode: 'string' }),
  expiresDate: date('expires_date', { mode: 'string' }),
});

export interface RequirementDocument {
  documentTypeId: number;
  name: string;
  uploadedDocuments: { id: number; statusId: number; uploaded: string }[];
}

export const limitReasons = pgTable('limit_reasons', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id),
  actionTypeId: smallint('action_type_id').notNull(),
  requirementDocuments: jsonb('requirement_documents').$type<RequirementDocument[]>().notNull(),
});

/** Directors (2), shareholders (6 person, 9 company), UBOs (8) and authorised users (5) of a company. */
export const representatives = pgTable('representatives', {
  id: serial('id').primaryKey(),
  companyCustomerId: integer('company_customer_id')
    .notNull()
    .references(() => customers.id),
  typeId: smallint('type_id').notNull(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  companyName: text('company_name'),
  email: text('email'),
  sharePercent: numeric('share_percent', { precision: 5, scale: 2 }),
  userId: integer('user_id').references(() => users.id),
  accessRights: smallint('access_rights'),
  isVerified: boolean('is_verified').notNull().default(false),
});

export const terms = pgTable('terms', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  label: text('label').notNull(),
  text: text('text').notNull(),
  url: text('url').notNull(),
});

export const termsAcceptances = pgTable(
  'terms_acceptances',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    termsId: integer('terms_id')
      .notNull()
      .references(() => terms.id),
    acceptedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.termsId] })],
);

// ---- token service --------------------------------------------------------------------------

export const devices = pgTable('devices', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  code: text('code').notNull(),
  type: text('type').notNull(), // android | ios
  name: text('name').notNull(),
  location: text('location'),
  secretHash: text('secret_hash').notNull(),
  pushToken: text('push_token'),
  approved: boolean('approved').notNull().default(false),
  approveMethodId: smallint('approve_method_id'),
  lastActivityAt: at('last_activity_at'),
  createdAt: createdAt(),
});

/** One sign-in in progress: the authorization code, its PKCE challenge and the second factor. */
export const loginAttempts = pgTable('login_attempts', {
  id: serial('id').primaryKey(),
  codeHash: text('code_hash').notNull().unique(),
  loginKey: text('login_key').unique(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  flow: text('flow').notNull(),
  client: text('client').notNull(),
  codeChallenge: text('code_challenge').notNull(),
  otp: text('otp'),
  identifier: text('identifier'),
  status: text('status').notNull().default('pending'), // pending approved refused
  usedAt: at('used_at'),
  expiresAt: at('expires_at').notNull(),
  createdAt: createdAt(),
});

/** A partner site's sign-in request (client "sei"): approved by a signed-in person in the web app. */
export const seiAuthorizations = pgTable('sei_authorizations', {
  id: text('id').primaryKey(),
  clientId: text('client_id').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  state: text('state'),
  codeChallenge: text('code_challenge').notNull(),
  usedAt: at('used_at'),
  expiresAt: at('expires_at').notNull(),
  createdAt: createdAt(),
});

export const accessTokens = pgTable('access_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  sessionId: text('session_id').notNull(),
  expiresAt: at('expires_at').notNull(),
  revokedAt: at('revoked_at'),
});

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    sessionId: text('session_id').notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

export const loginEvents = pgTable(
  'login_events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    ip: text('ip').notNull(),
    client: text('client').notNull(),
    flow: text('flow').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_events_user_idx').on(t.userId, t.createdAt)],
);

// ---- sandbox outbox (what the sandbox has "sent") -----------------------------------------------

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

// ---- announcements --------------------------------------------------------------------------------

export const announcements = pgTable('announcements', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  body: text('body').notNull(),
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

// ---- money: a double-entry ledger -----------------------------------------------------------------

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
    minimumBalance: money('minimum_balance').notNull().default('0'),
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

export const cards = pgTable('cards', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id),
  productTypeId: integer('product_type_id').notNull(),
  subType: text('sub_type').notNull(), // PREPAID | DEBIT
  isVirtual: boolean('is_virtual').notNull(),
  aliasName: text('alias_name'),
  expiryMonth: smallint('expiry_month').notNull(),
  expiryYear: smallint('expiry_year').notNull(),
  maskedNumber: text('masked_number').notNull(),
  reissuedStatusId: smallint('reissued_status_id'),
});

export const transactions = pgTable(
  'transactions',
  {
    id: serial('id').primaryKey(),
    typeId: smallint('type_id').notNull(),
    statusId: smallint('status_id').notNull(), // 2 completed, 41 processing, 26 rejected, 4 canceled
    fromAccountId: integer('from_account_id').references(() => accounts.id),
    toAccountId: integer('to_account_id').references(() => accounts.id),
    amount: money('amount').notNull(),
    currencyCode: text('currency_code').notNull(),
    toAmount: money('to_amount').notNull(),
    toCurrencyCode: text('to_currency_code').notNull(),
    exchangeRate: numeric('exchange_rate', { precision: 20, scale: 8 }).notNull().default('1'),
    fee: money('fee').notNull().default('0'),
    description: text('description').notNull().default(''),
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
    amount: money('amount').notNull(), // signed: credit > 0, debit < 0
    currencyCode: text('currency_code').notNull(),
  },
  (t) => [index('postings_account_idx').on(t.accountId), index('postings_transaction_idx').on(t.transactionId)],
);

// ---- idempotency ----------------------------------------------------------------------------------

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

// ---- security settings, activation and recovery (auth issue) -------------------------------------

/**
 * One-time codes of the account flows: activation (personal, business, employee), password recovery,
 * and the confirmation of a two-step or password change. Only the hash of the code is kept; `payload`
 * holds what the confirmation applies (the new mode, the new password hash).
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    purpose: text('purpose').notNull(), // activation activationBusiness activationEmployee recovery twoStep password
    codeHash: text('code_hash').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('verification_codes_user_idx').on(t.userId, t.purpose)],
);

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
