// Tables of the contracts domain (payments.md 3 "Contracts", 4 "Contracts"; packages/contracts/WIRE.md): a
// revenue-split contract between two customers about a company's revenue, and its e-signature links.
import { date, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { at, createdAt } from '../../db/columns.ts';
import { customers } from '../customer/tables.ts';

/**
 * One contract. The sender pays `percentageBp` hundredths of a percent of the company's revenue to the
 * beneficiary. The initiator's proposal is its signature; `signedAt` is the other party's. `status` is one of
 * the ten of @paydeck/contracts/api; SIGNED turns ACTIVE on activeFrom and ACTIVE turns EXPIRED after activeTo
 * (applied when read). A termination request records who asked, the note and, once ended, when.
 */
export const contracts = pgTable(
  'contracts',
  {
    id: serial('id').primaryKey(),
    companyCustomerId: integer('company_customer_id')
      .notNull()
      .references(() => customers.id),
    initiatorId: integer('initiator_id')
      .notNull()
      .references(() => customers.id),
    senderId: integer('sender_id')
      .notNull()
      .references(() => customers.id),
    beneficiaryId: integer('beneficiary_id')
      .notNull()
      .references(() => customers.id),
    status: text('status').notNull(),
    identificationStatus: text('identification_status').notNull().default('NEW'),
    percentageBp: integer('percentage_bp').notNull(),
    note: text('note').notNull().default(''),
    activeFrom: date('active_from', { mode: 'string' }).notNull(),
    activeTo: date('active_to', { mode: 'string' }),
    senderSignerName: text('sender_signer_name').notNull(),
    beneficiarySignerName: text('beneficiary_signer_name').notNull(),
    senderObligations: jsonb('sender_obligations').$type<string[]>().notNull(),
    beneficiaryObligations: jsonb('beneficiary_obligations').$type<string[]>().notNull(),
    signedAt: at('signed_at'),
    terminateRequestedBy: integer('terminate_requested_by').references(() => customers.id),
    terminateNote: text('terminate_note'),
    terminatedAt: at('terminated_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('contracts_sender_idx').on(t.senderId), index('contracts_beneficiary_idx').on(t.beneficiaryId)],
);

/** A signing page's link: one per GET signUrl, its token stored as SHA-256, used once. */
export const contractSignings = pgTable('contract_signings', {
  id: serial('id').primaryKey(),
  contractId: integer('contract_id')
    .notNull()
    .references(() => contracts.id),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id),
  tokenHash: text('token_hash').notNull(),
  returnUrl: text('return_url').notNull(),
  status: text('status').notNull().default('open'), // open | signed | cancelled
  signature: text('signature'),
  expiresAt: at('expires_at').notNull(),
  createdAt: createdAt(),
});
