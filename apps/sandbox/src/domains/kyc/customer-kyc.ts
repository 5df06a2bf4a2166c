// A customer's KYC picture (the inputs of the account status, kycCustomerInfoGet) and its recomputation
// after every KYC change and review: isNeedKyc cleared once every step is done, a personal customer
// verified once qualifiesAsVerified, limited lifted once every limit reason's documents are confirmed.
// The flags only move that way (the bank, not the sandbox, limits or unverifies a customer).
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import type { Sandbox } from '../../sandbox.ts';
import { customers, representatives } from '../customer/tables.ts';
import type { Lang } from '../../lang.ts';
import { documentsWhere, documentViewIn, type UploadedDocumentView } from './documents.ts';
import { customerUnlimited } from './notification-words.ts';
import { notify } from './notify.ts';
import { type KycFacts, kycSteps, limitLifted, qualifiesAsVerified } from './rules.ts';
import { kycProfiles, videoIdentityJobs } from './tables.ts';
import { addressesOf, identityDocumentsOf, type LimitReasonView, limitReasonsOf, phonesOf } from './views.ts';

export interface KycPicture extends KycFacts {
  verified: boolean;
  limited: boolean;
  isRepresentative: boolean;
  isNeedKyc: boolean;
  isNeedPersonalInfoUpdate: boolean;
  proofOfResidence: { status: string; uploadedDocuments: UploadedDocumentView[] };
  limitReasons: LimitReasonView[];
}

export async function videoIdentityStatus(db: Db, customerId: number): Promise<string> {
  const [job] = await db
    .select()
    .from(videoIdentityJobs)
    .where(eq(videoIdentityJobs.customerId, customerId))
    .orderBy(desc(videoIdentityJobs.id))
    .limit(1);
  if (!job) return 'none';
  if (job.review) return job.review;
  if (job.status === 'rejected') return 'rejected';
  return job.status === 'completed' ? 'pending' : 'none';
}

export async function kycPicture(
  db: Db,
  customerId: number,
  userId?: number,
  lang: Lang = 'en',
): Promise<KycPicture | null> {
  const [customer] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!customer) return null;
  const [profile] = await db.select().from(kycProfiles).where(eq(kycProfiles.customerId, customerId));
  const representative =
    userId === undefined
      ? []
      : await db
          .select({ id: representatives.id })
          .from(representatives)
          .where(
            and(
              eq(representatives.companyCustomerId, customerId),
              eq(representatives.userId, userId),
              eq(representatives.typeId, 5),
            ),
          );
  const residenceDocs = await documentsWhere(db, customerId, { purpose: 'residence' });
  return {
    customerType: customer.customerType,
    verified: customer.verified,
    limited: customer.limited,
    isRepresentative: representative.length > 0,
    isNeedKyc: customer.isNeedKyc,
    isNeedPersonalInfoUpdate: customer.isNeedPersonalInfoUpdate,
    taxFormStatus: customer.taxResidencyCertStatus,
    addresses: await addressesOf(db, customerId, lang),
    proofOfResidence: {
      status: profile?.proofOfResidenceStatus ?? 'none',
      uploadedDocuments: residenceDocs.map(documentViewIn(lang)),
    },
    identityDocuments: await identityDocumentsOf(db, customerId, lang),
    phones: await phonesOf(db, customerId),
    videoIdentityStatus: await videoIdentityStatus(db, customerId),
    limitReasons: await limitReasonsOf(db, customerId, lang),
    questionnaireDone: Boolean(profile?.occupationId && profile.sourceOfFundsId && profile.purposeOfAccountId),
  };
}

/** What a recomputation changed. */
export interface Recomputed {
  kycDone: boolean;
  verified: boolean;
  unlimited: boolean;
}

/** Moves the customer's flags as far as the KYC picture allows; publishes customerUnlimited when lifted. */
export async function recomputeCustomer(db: Db, sandbox: Sandbox, customerId: number): Promise<Recomputed> {
  const picture = await kycPicture(db, customerId);
  const changed: Recomputed = { kycDone: false, verified: false, unlimited: false };
  if (!picture) return changed;
  const set: Partial<typeof customers.$inferInsert> = {};
  if (picture.isNeedKyc && kycSteps(picture).every((step) => step.done)) {
    set.isNeedKyc = false;
    changed.kycDone = true;
  }
  if (!picture.verified && qualifiesAsVerified(picture)) {
    set.verified = true;
    changed.verified = true;
  }
  if (picture.limited && picture.limitReasons.length > 0 && limitLifted(picture.limitReasons)) {
    set.limited = false;
    changed.unlimited = true;
  }
  if (Object.keys(set).length > 0) await db.update(customers).set(set).where(eq(customers.id, customerId));
  if (changed.unlimited) {
    notify(sandbox, customerId, { type: 'customerUnlimited', status: 'success', words: customerUnlimited });
  }
  return changed;
}
