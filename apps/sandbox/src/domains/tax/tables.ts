// Tables of the tax domain (packages/kyc/WIRE-business.md "Tax self-certification"): each FATCA/CRS
// certification (a person's, a company's, a representative's) with its answers and where it stands, the
// e-signature requests of its US form, and the representatives' auth secrets.
import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt } from '../../db/columns.ts';
import { customers } from '../customer/tables.ts';

/**
 * One certification: `kind` personal, business or representative (then `representativeId`); `answers` the
 * last update's payload as checked; `status` none (in progress), pending (complete, waiting for the bank),
 * validated, rejected. `requiredForm` the US form it asks (W-9, W-8BEN, W-8BEN-E) or null.
 */
export const taxCertifications = pgTable(
  'tax_certifications',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    representativeId: integer('representative_id'),
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull(),
    requiredForm: text('required_form'),
    needsLossOfNationality: boolean('needs_loss_of_nationality').notNull().default(false),
    /** The uploaded certificate of loss of nationality (kyc's uploaded_documents). */
    lossOfNationalityDocumentId: integer('loss_of_nationality_document_id'),
    /** The signature request that signed the required form. */
    signatureId: integer('signature_id'),
    status: text('status').notNull().default('none'),
    rejectReason: text('reject_reason'),
    signedAt: at('signed_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tax_certifications_owner_idx').on(t.kind, t.customerId, sql`coalesce(${t.representativeId}, 0)`),
  ],
);

/** An e-signature request: its page's token is kept hashed; `status` open, signed, cancelled, ended. */
export const signatureRequests = pgTable('signature_requests', {
  id: serial('id').primaryKey(),
  certificationId: integer('certification_id')
    .notNull()
    .references(() => taxCertifications.id),
  formType: text('form_type').notNull(),
  signerName: text('signer_name').notNull(),
  tokenHash: text('token_hash').notNull(),
  returnUrl: text('return_url').notNull(),
  status: text('status').notNull(),
  signature: text('signature'),
  signedAt: at('signed_at'),
  expiresAt: at('expires_at').notNull(),
  createdAt: createdAt(),
});

/** A representative's auth secret (spec 6): hashed, one purpose, 30 days, spent by a completed certification. */
export const representativeSecrets = pgTable('representative_secrets', {
  id: serial('id').primaryKey(),
  representativeId: integer('representative_id').notNull(),
  secretHash: text('secret_hash').notNull().unique(),
  purpose: text('purpose').notNull(), // taxSelfCertification
  expiresAt: at('expires_at').notNull(),
  spentAt: at('spent_at'),
  createdAt: createdAt(),
});
