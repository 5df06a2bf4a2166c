// Tables of the registration domain (packages/registration/WIRE.md): the applications the bank received (who
// opened which customer, with what), the business resolutions and their signers, and the counters of the public
// calls' limits (per client address). Customers, users, phones, addresses and representatives are customer's.
import { index, integer, jsonb, pgTable, serial, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt } from '../../db/columns.ts';
import { customers, users } from '../customer/tables.ts';

/** One account opening: personal or business, the type chosen, the applicant, and (business) the draft as sent. */
export const registrations = pgTable('registrations', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id),
  /** The applicant's user (personal: the customer's; business: the user of full access who applied). */
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  kind: text('kind').notNull(), // personal | business
  registrationType: text('registration_type').notNull(),
  industryId: smallint('industry_id'),
  resolutionId: uuid('resolution_id'),
  /** The business draft as received (no password: it is not part of the draft). */
  draft: jsonb('draft').$type<Record<string, unknown>>(),
  /** The Idempotency-Key of the opening (opening.ts): the same key answers this opening again. */
  requestKey: text('request_key').unique(),
  /** Business: set when the applicant activated it (the users' invitations went out then). */
  activatedAt: at('activated_at'),
  createdAt: createdAt(),
});

/**
 * A user of a business application who gets the company access when the business is activated: an invitation
 * (a new user: an activation e-mail) or an existing employee's access (a notice e-mail).
 */
export const registrationUsers = pgTable('registration_users', {
  id: serial('id').primaryKey(),
  registrationId: integer('registration_id')
    .notNull()
    .references(() => registrations.id),
  representativeId: integer('representative_id').notNull(),
  email: text('email').notNull(),
  accessRights: smallint('access_rights').notNull(),
  /** invite (a new user) | employee (an existing employee's login). */
  kind: text('kind').notNull(),
  sentAt: at('sent_at'),
});

/** A board resolution authorising an account, to be signed by the chosen directors (statuses 41, 2, 26). */
export const businessResolutions = pgTable('business_resolutions', {
  id: uuid('id').primaryKey(),
  companyName: text('company_name').notNull(),
  registrationNumber: text('registration_number').notNull(),
  registrationCountryCode: text('registration_country_code').notNull(),
  statusId: smallint('status_id').notNull(),
  ip: text('ip').notNull(),
  createdAt: createdAt(),
});

export const resolutionSigners = pgTable(
  'resolution_signers',
  {
    id: serial('id').primaryKey(),
    resolutionId: uuid('resolution_id')
      .notNull()
      .references(() => businessResolutions.id),
    position: smallint('position').notNull(),
    personId: text('person_id').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    statusId: smallint('status_id').notNull(),
    signedAt: at('signed_at'),
  },
  (t) => [index('resolution_signers_resolution_idx').on(t.resolutionId)],
);

/** One use of a limited public call (emailCheck, account creation, resolution send) by a client address. */
export const publicCallUses = pgTable(
  'public_call_uses',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    ip: text('ip').notNull(),
    usedAt: at('used_at').notNull(),
  },
  (t) => [index('public_call_uses_idx').on(t.kind, t.ip, t.usedAt)],
);
