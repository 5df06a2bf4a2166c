// Tables of the company domain (packages/kyc/WIRE-business.md): what a company tells the bank beside its
// customer row, what the bank knows of each representative (birth, phone, address, identity), and which
// requirement each company document was given for (the documents themselves are kyc's uploaded_documents).
import { boolean, date, integer, jsonb, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns.ts';
import { customers } from '../customer/tables.ts';
import { uploadedDocuments } from '../kyc/tables.ts';

export interface FinancialDetail {
  annualTurnover: string;
  currencyCode: string;
  sourceOfFundsId: number;
  purposeOfAccountId: number;
  estimatedMonthlyDepositId: number;
}

export interface DueDiligenceQuestionnaire {
  isRegulated: boolean;
  regulatorName: string | null;
  licenceNumber: string | null;
  hasPoliticallyExposedPersons: boolean;
  operatesInSanctionedCountries: boolean;
  countriesOfOperation: string[];
  numberOfEmployees: number;
}

export interface AdditionalQuestionAnswer {
  questionId: number;
  answer: string;
}

export const companyProfiles = pgTable('company_profiles', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id),
  registrationCountryCode: text('registration_country_code').notNull(),
  tradingName: text('trading_name'),
  email: text('email'),
  registrationNumber: text('registration_number'),
  registrationDate: date('registration_date', { mode: 'string' }),
  website: text('website'),
  description: text('description'),
  financialDetail: jsonb('financial_detail').$type<FinancialDetail>(),
  dueDiligence: jsonb('due_diligence').$type<DueDiligenceQuestionnaire>(),
  additionalQuestionAnswers: jsonb('additional_question_answers').$type<AdditionalQuestionAnswer[]>().notNull(),
  /** The source-of-wealth document types the bank asks for. */
  sourceOfWealthTypeIds: jsonb('source_of_wealth_type_ids').$type<number[]>().notNull(),
  isConverted: boolean('is_converted').notNull().default(false),
  /** The company's industry (registration's dictionaryIndustry id): its group says which declarations it signs. */
  industryId: smallint('industry_id'),
});

/** What the bank knows of a representative (customer's representatives row) beyond its name and type. */
export const representativeDetails = pgTable('representative_details', {
  representativeId: integer('representative_id').primaryKey(),
  birthDay: date('birth_day', { mode: 'string' }),
  phoneCountryCode: text('phone_country_code'),
  phone: text('phone'),
  address1: text('address1'),
  address2: text('address2'),
  city: text('city'),
  postalCode: text('postal_code'),
  countryCode: text('country_code'),
  stateCode: text('state_code'),
  identityTypeId: smallint('identity_type_id'),
  identityNumber: text('identity_number'),
  identityCountryCode: text('identity_country_code'),
  identityIssuedDate: date('identity_issued_date', { mode: 'string' }),
  identityExpiresDate: date('identity_expires_date', { mode: 'string' }),
});

/**
 * Which requirement a company's document was given for. `target`: corporate additional sourceOfWealth
 * companyAddress (addressId) representativeIdentity representativeAddress representativeControl
 * (representativeId). A document of the company without a row here was received by the bank, unassigned.
 */
export const companyDocuments = pgTable('company_documents', {
  documentId: integer('document_id')
    .primaryKey()
    .references(() => uploadedDocuments.id),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id),
  target: text('target').notNull(),
  representativeId: integer('representative_id'),
  addressId: integer('address_id'),
  assignedBy: text('assigned_by').notNull(), // customer | admin
  assignedAt: at('assigned_at').notNull().defaultNow(),
});

/**
 * A compliance declaration the company signed (declarations.ts): `kind` studio, streamingPlatform or
 * prohibitedEscort; one row per kind, the first signature kept.
 */
export const companyDeclarations = pgTable(
  'company_declarations',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    kind: text('kind').notNull(),
    signerName: text('signer_name').notNull(),
    signerPosition: text('signer_position').notNull(),
    signedByUserId: integer('signed_by_user_id').notNull(),
    signedAt: at('signed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.kind] })],
);
