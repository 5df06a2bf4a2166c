// The KYC part of the demo people (seed/people.ts). Every customer has a confirmed passport (but uma),
// an answered questionnaire and a validated proof of residence, so that the account status of spec 4.3
// is checked for every verified person with no required action. uma has everything but a confirmed
// phone and an identity document (her address is confirmed, with a confirmed utility bill; her tax form
// is notRequired in customer/seed-data.ts). lina has two limit reasons: a proof of address with no
// upload and a source of funds with one waiting for review.
import type { CustomerKey } from '../../seed/people.ts';
import type { RequirementDocument } from './tables.ts';

/** Customers with no identity document. */
export const withoutIdentity: readonly CustomerKey[] = ['uma'];

export interface SeedLimitReason {
  actionTypeId: number;
  name: string;
  requirementDocuments: RequirementDocument[];
  /** Uploads already made: the document type and status, days before seeding. */
  uploads: { documentTypeId: number; statusId: number; daysAgo: number }[];
}

export const limitReasonData: Partial<Record<CustomerKey, SeedLimitReason[]>> = {
  lina: [
    {
      actionTypeId: 1,
      name: 'Proof of address',
      requirementDocuments: [{ documentTypeId: 20, name: 'Proof of address (utility bill)' }],
      uploads: [],
    },
    {
      actionTypeId: 2,
      name: 'Source of funds',
      requirementDocuments: [{ documentTypeId: 41, name: 'Source of funds' }],
      uploads: [{ documentTypeId: 41, statusId: 41, daysAgo: 30 }],
    },
  ],
};

/** Proofs of the confirmed home address already reviewed (type, days before seeding). */
export const addressProofs: Partial<Record<CustomerKey, { documentTypeId: number; daysAgo: number }>> = {
  uma: { documentTypeId: 20, daysAgo: 20 },
};

/** The questionnaire every demo customer has answered (dictionaries.ts ids). */
export const questionnaire = {
  occupationId: 1,
  sourceOfFundsId: 1,
  purposeOfAccountId: 1,
  estimatedMonthlyDepositId: 2,
};

/** A minimal PDF: the seeded uploads are real files too. */
export const seedPdf = (title: string): Uint8Array =>
  new TextEncoder().encode(
    `%PDF-1.4\n% ${title}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );
