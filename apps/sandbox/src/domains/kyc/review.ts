// The bank's reviewer, played by the sandbox inbox (control.ts): a submitted document (with its back
// page) is confirmed, rejected with a reason, failed (the bank could not process it: canceled, to upload again)
// or expired; what it proves follows (the identity document,
// the address and its place as the home address, the proof of residence), the customer is recomputed
// and the identity-area notification is published.
import { and, asc, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import type { Sandbox } from '../../sandbox.ts';
import { customerAddresses, customers, users } from '../customer/tables.ts';
import { type Recomputed, recomputeCustomer } from './customer-kyc.ts';
import { awaitingReview, DocumentStatus, documentTypeOf } from './document-types.ts';
import { documentView, type UploadedDocumentView } from './documents.ts';
import type { Lang } from '../../lang.ts';
import { documentTypeName } from './document-type-names.ts';
import { documentConfirmed, documentExpired, documentFailed, documentRejected } from './notification-words.ts';
import { type KycNotification, notify } from './notify.ts';
import { bankText } from './review-texts.ts';
import { identityDocuments, kycFiles, kycProfiles, uploadedDocuments, videoIdentityJobs } from './tables.ts';

export type ReviewAction = 'confirm' | 'reject' | 'fail' | 'expire';
const statusAfter: Record<ReviewAction, number> = {
  confirm: DocumentStatus.confirmed,
  reject: DocumentStatus.rejected,
  fail: DocumentStatus.canceled,
  expire: DocumentStatus.expired,
};
/** The reasons given when the reviewer names none (translated in review-texts.ts). */
export const DEFAULT_REJECT_REASON = 'The document could not be accepted';
export const DEFAULT_FAIL_REASON = 'The file could not be processed';

export class ReviewRefused extends Error {
  readonly status: 404 | 409;
  constructor(status: 404 | 409, message: string) {
    super(message);
    this.status = status;
  }
}

export interface Reviewed {
  document: UploadedDocumentView;
  customer: { verified: boolean; limited: boolean; isNeedKyc: boolean };
  recomputed: Recomputed;
}

async function applyToOwner(
  db: Db,
  doc: typeof uploadedDocuments.$inferSelect,
  action: ReviewAction,
  reason: string | null,
) {
  const statusId = statusAfter[action];
  if (doc.identityDocumentId !== null) {
    await db
      .update(identityDocuments)
      .set({ statusId, rejectReason: reason })
      .where(eq(identityDocuments.id, doc.identityDocumentId));
  }
  if (doc.purpose === 'residence') {
    const status = { confirm: 'validated', reject: 'rejected', fail: 'none', expire: 'none' }[action];
    await db
      .update(kycProfiles)
      .set({ proofOfResidenceStatus: status })
      .where(eq(kycProfiles.customerId, doc.customerId));
  }
  if (doc.purpose === 'address' && doc.addressId !== null) {
    const addressStatus = { confirm: 1, reject: 3, fail: 0, expire: 0 }[action];
    const [address] = await db
      .update(customerAddresses)
      .set({ addressStatus })
      .where(eq(customerAddresses.id, doc.addressId))
      .returning();
    // A confirmed new home address becomes the one cards ship to; the one it replaces is kept as replaced.
    if (action === 'confirm' && address?.status === 'open' && [1, 3].includes(address.addressType)) {
      await db
        .update(customerAddresses)
        .set({ status: 'replaced' })
        .where(
          and(
            eq(customerAddresses.customerId, address.customerId),
            ne(customerAddresses.id, address.id),
            or(
              eq(customerAddresses.status, 'confirmed'),
              address.replacesId === null ? undefined : eq(customerAddresses.id, address.replacesId),
            ),
          ),
        );
      await db.update(customerAddresses).set({ status: 'confirmed' }).where(eq(customerAddresses.id, address.id));
    }
  }
}

function notificationOf(
  doc: typeof uploadedDocuments.$inferSelect,
  action: ReviewAction,
  reason: string | null,
): KycNotification {
  const values = (lang: Lang) => ({
    name: documentTypeName(doc.documentTypeId, lang),
    reason: bankText(reason ?? '', lang),
  });
  if (action === 'reject') return { type: 'documentRejected', status: 'error', words: documentRejected, values };
  if (action === 'fail') return { type: 'documentFailed', status: 'error', words: documentFailed, values };
  if (action === 'expire') return { type: 'documentExpired', status: 'error', words: documentExpired, values };
  return { type: 'info', status: 'success', words: documentConfirmed, values };
}

export async function reviewDocument(
  sandbox: Sandbox,
  documentId: number,
  action: ReviewAction,
  rejectReason?: string,
): Promise<Reviewed> {
  const { db } = sandbox;
  const [doc] = await db.select().from(uploadedDocuments).where(eq(uploadedDocuments.id, documentId));
  if (!doc) throw new ReviewRefused(404, `No document ${documentId}`);
  if (doc.parentId !== null)
    throw new ReviewRefused(409, `Document ${documentId} is a back page: review ${doc.parentId}`);
  if (!awaitingReview(doc.statusId)) throw new ReviewRefused(409, `Document ${documentId} is already reviewed`);
  const given = rejectReason?.trim();
  const reason =
    action === 'reject' ? given || DEFAULT_REJECT_REASON : action === 'fail' ? given || DEFAULT_FAIL_REASON : null;
  const statusId = statusAfter[action];
  await db.transaction(async (tx) => {
    await tx
      .update(uploadedDocuments)
      .set({ statusId, rejectReason: reason, reviewedAt: sandbox.now() })
      .where(or(eq(uploadedDocuments.id, doc.id), eq(uploadedDocuments.parentId, doc.id)));
    await applyToOwner(tx, doc, action, reason);
  });
  const recomputed = await recomputeCustomer(db, sandbox, doc.customerId);
  sandbox.answers.clear();
  notify(sandbox, doc.customerId, notificationOf(doc, action, reason));
  const [updated] = await db.select().from(uploadedDocuments).where(eq(uploadedDocuments.id, doc.id));
  const [customer] = await db.select().from(customers).where(eq(customers.id, doc.customerId));
  return {
    document: documentView(updated ?? doc),
    customer: {
      verified: customer?.verified ?? false,
      limited: customer?.limited ?? false,
      isNeedKyc: customer?.isNeedKyc ?? false,
    },
    recomputed,
  };
}

/** A completed video identity job's answer: videoIdentityStatus confirmed or rejected. */
export async function reviewVideoJob(sandbox: Sandbox, jobId: number, action: 'confirm' | 'reject') {
  const [job] = await sandbox.db.select().from(videoIdentityJobs).where(eq(videoIdentityJobs.id, jobId));
  if (!job) throw new ReviewRefused(404, `No video identity job ${jobId}`);
  if (job.status !== 'completed' || job.review) throw new ReviewRefused(409, `Job ${jobId} is not waiting for review`);
  const review = action === 'confirm' ? 'confirmed' : 'rejected';
  await sandbox.db.update(videoIdentityJobs).set({ review }).where(eq(videoIdentityJobs.id, jobId));
  await recomputeCustomer(sandbox.db, sandbox, job.customerId);
  sandbox.answers.clear();
  return { id: jobId, videoIdentityStatus: review };
}

export interface AwaitingDocument {
  id: number;
  login: string;
  purpose: string;
  documentTypeId: number;
  documentType: string;
  statusId: number;
  uploaded: string;
  pages: { id: number; contentType: string | null; size: number | null }[];
}

/** Documents waiting for the reviewer (front pages, oldest first), optionally one person's. */
export async function awaitingDocuments(db: Db, login?: string): Promise<AwaitingDocument[]> {
  const rows = await db
    .select({ doc: uploadedDocuments, login: users.login })
    .from(uploadedDocuments)
    .innerJoin(users, eq(users.customerId, uploadedDocuments.customerId))
    .where(
      and(
        isNull(uploadedDocuments.parentId),
        inArray(uploadedDocuments.statusId, [0, 41, 31]),
        login ? eq(users.login, login.toLowerCase()) : undefined,
      ),
    )
    .orderBy(asc(uploadedDocuments.id));
  const pages = await db
    .select({ doc: uploadedDocuments, contentType: kycFiles.contentType, size: kycFiles.size })
    .from(uploadedDocuments)
    .leftJoin(kycFiles, eq(kycFiles.id, uploadedDocuments.fileId))
    .where(inArray(uploadedDocuments.statusId, [0, 41, 31]));
  const seen = new Set<number>();
  return rows
    .filter(({ doc }) => !seen.has(doc.id) && seen.add(doc.id))
    .map(({ doc, login: person }) => ({
      id: doc.id,
      login: person,
      purpose: doc.purpose,
      documentTypeId: doc.documentTypeId,
      documentType: documentTypeOf(doc.documentTypeId)?.name ?? 'Document',
      statusId: doc.statusId,
      uploaded: doc.uploadedAt.toISOString(),
      pages: pages
        .filter((page) => page.doc.id === doc.id || page.doc.parentId === doc.id)
        .map((page) => ({ id: page.doc.id, contentType: page.contentType, size: page.size })),
    }));
}
