// Tables of the KYC domain: identity documents, limit reasons, uploaded documents and their files, the
// KYC questionnaire and proofs a customer gave, payment e-mails, username changes, and the external
// identity workflows and video identity jobs the sandbox plays the provider of.
import {
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, createdAt } from '../../db/columns.ts';
import { customers, users } from '../customer/tables.ts';
import { contracts } from '../contracts/tables.ts';

/** Raw bytes (PGlite answers Uint8Array, pg a Buffer: both are Uint8Array). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value),
  fromDriver: (value) => new Uint8Array(value),
});

const customerId = () =>
  integer('customer_id')
    .notNull()
    .references(() => customers.id);

export const identityDocuments = pgTable('identity_documents', {
  id: serial('id').primaryKey(),
  customerId: customerId(),
  typeId: smallint('type_id').notNull(),
  number: text('number').notNull(),
  countryCode: text('country_code'),
  statusId: smallint('status_id').notNull(), // the document statuses of documents.ts
  issuedDate: date('issued_date', { mode: 'string' }),
  expiresDate: date('expires_date', { mode: 'string' }),
  rejectReason: text('reject_reason'),
});

/** What a limit reason asks for; the uploads are rows of uploaded_documents with its limit reason id. */
export interface RequirementDocument {
  documentTypeId: number;
  name: string;
}

export const limitReasons = pgTable('limit_reasons', {
  id: serial('id').primaryKey(),
  customerId: customerId(),
  actionTypeId: smallint('action_type_id').notNull(),
  name: text('name').notNull().default(''),
  requirementDocuments: jsonb('requirement_documents').$type<RequirementDocument[]>().notNull(),
});

/** An uploaded file, as received (its type judged by its first bytes). */
export const kycFiles = pgTable('kyc_files', {
  id: serial('id').primaryKey(),
  customerId: customerId(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  filename: text('filename').notNull(),
  data: bytea('data').notNull(),
  createdAt: createdAt(),
});

/**
 * One uploaded document (a page): what it proves (`purpose`), what it belongs to, its review status.
 * A back page is a sub-document of its front page (`parentId`) and shares its review.
 */
export const uploadedDocuments = pgTable(
  'uploaded_documents',
  {
    id: serial('id').primaryKey(),
    customerId: customerId(),
    purpose: text('purpose').notNull(), // identity address residence limitReason provider
    categoryId: smallint('category_id').notNull(),
    documentTypeId: smallint('document_type_id').notNull(),
    statusId: smallint('status_id').notNull(),
    fileId: integer('file_id').references(() => kycFiles.id),
    parentId: integer('parent_id'),
    identityDocumentId: integer('identity_document_id').references(() => identityDocuments.id),
    addressId: integer('address_id'),
    limitReasonId: integer('limit_reason_id').references(() => limitReasons.id),
    issuedDate: date('issued_date', { mode: 'string' }),
    expiresDate: date('expires_date', { mode: 'string' }),
    createdUsername: text('created_username').notNull(),
    rejectReason: text('reject_reason'),
    uploadedAt: at('uploaded_at').notNull().defaultNow(),
    reviewedAt: at('reviewed_at'),
  },
  (t) => [index('uploaded_documents_customer_idx').on(t.customerId)],
);

/** The KYC questionnaire and what the customer keeps beside the customer row. */
export const kycProfiles = pgTable('kyc_profiles', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id),
  occupationId: smallint('occupation_id'),
  sourceOfFundsId: smallint('source_of_funds_id'),
  purposeOfAccountId: smallint('purpose_of_account_id'),
  estimatedMonthlyDepositId: smallint('estimated_monthly_deposit_id'),
  citizenshipCountryCode: text('citizenship_country_code'),
  /** validated pending none rejected expiredSoon (the documents of purpose residence move it). */
  proofOfResidenceStatus: text('proof_of_residence_status').notNull().default('none'),
});

export const paymentEmails = pgTable(
  'payment_emails',
  {
    id: serial('id').primaryKey(),
    customerId: customerId(),
    email: text('email').notNull(),
    status: text('status').notNull(), // Primary Active Unconfirmed
    accountIds: jsonb('account_ids').$type<number[]>().notNull().default([]),
    /** The live confirmation code (identity's verification_codes). */
    codeId: integer('code_id'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payment_emails_customer_email_idx').on(t.customerId, t.email)],
);

export interface UsernameChangeLog {
  at: string;
  status: string;
  message: string;
}

export const usernameChanges = pgTable('username_changes', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  desiredUsername: text('desired_username').notNull(),
  status: text('status').notNull(), // pending active failed
  codeId: integer('code_id'),
  logs: jsonb('logs').$type<UsernameChangeLog[]>().notNull().default([]),
  createdAt: createdAt(),
});

/** An external identity workflow run (providers jmo and nfd); its landing token is kept as a hash. */
export const identityWorkflows = pgTable('identity_workflows', {
  id: text('id').primaryKey(),
  customerId: customerId(),
  tokenHash: text('token_hash').notNull(),
  provider: text('provider').notNull(),
  method: text('method').notNull(),
  status: text('status').notNull(), // started completed failed (expired: past expires_at)
  /** A split-pay signer's identification: the contract whose payer's signer it identifies (no passport then). */
  contractId: integer('contract_id').references(() => contracts.id),
  expiresAt: at('expires_at').notNull(),
  createdAt: createdAt(),
});

export const videoIdentityJobs = pgTable('video_identity_jobs', {
  id: serial('id').primaryKey(),
  customerId: customerId(),
  status: text('status').notNull(), // created inProgress completed rejected
  /** The reviewer's answer to a completed job: confirmed or rejected. */
  review: text('review'),
  scheduledAt: at('scheduled_at').notNull(),
  createdAt: createdAt(),
});
