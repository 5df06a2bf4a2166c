// Tables of the customer domain: the bank's customers (people and companies), the users who act for
// them and with which right, their phones, company representatives, postal addresses, and the terms
// each user has accepted. Identity documents and limit reasons are kyc's (kyc/tables.ts).
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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, createdAt } from '../../db/columns.ts';

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
  /** phoneReplace: the phone this one takes the place of once confirmed (kyc). */
  replacesId: integer('replaces_id'),
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
  /** customerTaxNumberUpdate with positionId (kyc). */
  taxId: text('tax_id'),
  isVerified: boolean('is_verified').notNull().default(false),
});

export const terms = pgTable('terms', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  label: text('label').notNull(),
  text: text('text').notNull(),
  /** The label and text in other interface languages; label and text are English. */
  texts: jsonb('texts').$type<Partial<Record<string, { label: string; text: string }>>>(),
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

/**
 * A customer's postal addresses. `status`: confirmed (the current home address cards ship to, one at a
 * time), replaced (kept), open (another live address: a new one, a residence, not yet confirmed by the
 * bank). The KYC fields (kyc/addresses.ts): type 0-5, status 0-4 and the person's own confirmation.
 */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    address1: text('address1').notNull(),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull(),
    countryCode: text('country_code').notNull(),
    address2: text('address2'),
    stateCode: text('state_code'),
    addressType: smallint('address_type').notNull().default(1), // 0 unspecified … 5 office
    addressStatus: smallint('address_status').notNull().default(1), // 0 unconfirmed 1 confirmed 2 pending 3 rejected 4 name mismatch
    personConfirmed: boolean('person_confirmed').notNull().default(true),
    /** customerAddressReplace: the address this one takes the place of (kept until this one is confirmed). */
    replacesId: integer('replaces_id'),
    status: text('status').notNull(), // confirmed | replaced | open
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('customer_addresses_customer_idx').on(t.customerId),
    uniqueIndex('customer_addresses_confirmed_idx').on(t.customerId).where(sql`status = 'confirmed'`),
  ],
);
