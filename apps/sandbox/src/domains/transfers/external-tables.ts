// Tables of external transfers (issue 17; payments.md 3 "Bank lookup", "Payment template", 5, 7
// "External transfers"): the bank dictionaries the SWIFT and IBAN lookups answer from, EFT branches,
// instant-payment banks, crypto networks (reference data written by the seed's bank step, so a reset
// writes them again), the customers' payment templates, and what was sent on each external rail.
import { index, integer, jsonb, pgTable, primaryKey, smallint, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { transactions } from '../accounts/tables.ts';
import { customers } from '../customer/tables.ts';

/** A bank by its BIC (8 characters; branches of a BIC11 are `bank_branches`). */
export const banks = pgTable(
  'banks',
  {
    swift: text('swift').primaryKey(),
    bankName: text('bank_name').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    zipCode: text('zip_code').notNull(),
    countryIsoCode: text('country_iso_code').notNull(),
    /** The national bank code: the bank identifier inside the country's IBAN and the EFT bank code. */
    bankCode: text('bank_code').notNull(),
  },
  (t) => [index('banks_country_code_idx').on(t.countryIsoCode, t.bankCode)],
);

/** A bank's branch: the EFT branch options (BR, JP, HK, LK need one) and the IBAN lookup's `branch`. */
export const bankBranches = pgTable(
  'bank_branches',
  {
    swift: text('swift')
      .notNull()
      .references(() => banks.swift),
    branchCode: text('branch_code').notNull(),
    name: text('name').notNull(),
    city: text('city').notNull(),
  },
  (t) => [primaryKey({ columns: [t.swift, t.branchCode] })],
);

/** Banks reachable by instant payment in a country (payments.md 7 "instant bank list"). */
export const instantBanks = pgTable(
  'instant_banks',
  {
    countryCode: text('country_code').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.countryCode, t.code] })],
);

/** The networks a crypto currency is sent on, with the address pattern the sandbox checks. */
export const cryptoNetworks = pgTable(
  'crypto_networks',
  {
    currencyCode: text('currency_code').notNull(),
    network: text('network').notNull(),
    name: text('name').notNull(),
    addressPattern: text('address_pattern').notNull(),
  },
  (t) => [primaryKey({ columns: [t.currencyCode, t.network] })],
);

/**
 * A saved beneficiary (payments.md 3 "Payment template: wireStatus, eftStatus"; 5: status 1 or 2 of the
 * rail makes it usable). `details` holds the beneficiary fields as a transfer of that rail sends them.
 */
export const paymentTemplates = pgTable(
  'payment_templates',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    name: text('name').notNull(),
    countryCode: text('country_code').notNull(),
    currencyCode: text('currency_code').notNull(),
    wireStatus: smallint('wire_status'),
    eftStatus: smallint('eft_status'),
    details: jsonb('details').$type<Record<string, string>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_templates_customer_idx').on(t.customerId)],
);

/**
 * What an external transfer sent: its rail, beneficiary fields and template, beside its ledger
 * transaction. The transaction's status is the transfer's (41 processing until the rail settles it).
 */
export const externalTransfers = pgTable(
  'external_transfers',
  {
    transactionId: integer('transaction_id')
      .primaryKey()
      .references(() => transactions.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    rail: text('rail').notNull(), // oct | wire | eft | crypto | instant | interac
    countryCode: text('country_code'),
    templateId: integer('template_id').references(() => paymentTemplates.id),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [index('external_transfers_customer_idx').on(t.customerId, t.rail)],
);
