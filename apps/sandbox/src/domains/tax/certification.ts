// A certification's life (WIRE-business.md "The flow"): an update stores the answers and starts afresh; the
// required US form is signed and the certificate of loss of nationality given when asked; then it is complete
// (pending) and the customer's (or representative's) self-certification status follows; the bank reviews it.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { fileLink } from '../../files/links.ts';
import type { Sandbox } from '../../sandbox.ts';
import { customers } from '../customer/tables.ts';
import { representativeSecrets, signatureRequests, taxCertifications } from './tables.ts';

export type CertificationKind = 'personal' | 'business' | 'representative';
export type CertificationRow = typeof taxCertifications.$inferSelect;

export interface Owner {
  kind: CertificationKind;
  customerId: number;
  representativeId: number | null;
}

const ownerIs = (owner: Owner) =>
  and(
    eq(taxCertifications.kind, owner.kind),
    eq(taxCertifications.customerId, owner.customerId),
    owner.representativeId === null
      ? isNull(taxCertifications.representativeId)
      : eq(taxCertifications.representativeId, owner.representativeId),
  );

export async function certificationOf(db: Db, owner: Owner): Promise<CertificationRow | undefined> {
  const [row] = await db.select().from(taxCertifications).where(ownerIs(owner));
  return row;
}

/** Stores an update's answers: the certification starts afresh (open signature requests end). */
export async function saveAnswers(
  db: Db,
  owner: Owner,
  input: { answers: Record<string, unknown>; requiredForm: string | null; needsLossOfNationality: boolean },
  now: Date,
): Promise<CertificationRow> {
  const fresh = {
    ...input,
    lossOfNationalityDocumentId: null,
    signatureId: null,
    status: 'none',
    rejectReason: null,
    signedAt: null,
    updatedAt: now,
  };
  const existing = await certificationOf(db, owner);
  if (existing) {
    await db
      .update(signatureRequests)
      .set({ status: 'ended' })
      .where(and(eq(signatureRequests.certificationId, existing.id), eq(signatureRequests.status, 'open')));
    const [row] = await db
      .update(taxCertifications)
      .set(fresh)
      .where(eq(taxCertifications.id, existing.id))
      .returning();
    if (!row) throw new Error('Certification update returned nothing');
    return row;
  }
  const [row] = await db
    .insert(taxCertifications)
    .values({ ...owner, ...fresh })
    .returning();
  if (!row) throw new Error('Certification insert returned nothing');
  return row;
}

/**
 * Completes the certification when nothing required is missing: signed now, pending; the customer's
 * self-certification status (personal, business) becomes pending; a representative's secrets are spent.
 */
export async function completeIfReady(
  db: Db,
  certificationId: number,
  now: Date,
): Promise<CertificationRow | undefined> {
  const [row] = await db.select().from(taxCertifications).where(eq(taxCertifications.id, certificationId));
  if (row?.status !== 'none') return row;
  if (row.requiredForm !== null && row.signatureId === null) return row;
  if (row.needsLossOfNationality && row.lossOfNationalityDocumentId === null) return row;
  const [done] = await db
    .update(taxCertifications)
    .set({ status: 'pending', signedAt: now, updatedAt: now })
    .where(and(eq(taxCertifications.id, row.id), eq(taxCertifications.status, 'none')))
    .returning();
  if (row.kind === 'representative' && row.representativeId !== null) {
    await db
      .update(representativeSecrets)
      .set({ spentAt: now })
      .where(
        and(eq(representativeSecrets.representativeId, row.representativeId), isNull(representativeSecrets.spentAt)),
      );
  } else {
    await db.update(customers).set({ taxResidencyCertStatus: 'pending' }).where(eq(customers.id, row.customerId));
  }
  return done ?? row;
}

/** The bank's answer to a complete certification (sandbox control). */
export async function reviewCertification(
  sandbox: Sandbox,
  id: number,
  action: 'validate' | 'reject',
  rejectReason?: string,
): Promise<CertificationRow | 'unknown' | 'notPending'> {
  const [row] = await sandbox.db.select().from(taxCertifications).where(eq(taxCertifications.id, id));
  if (!row) return 'unknown';
  if (row.status !== 'pending') return 'notPending';
  const status = action === 'validate' ? 'validated' : 'rejected';
  const [reviewed] = await sandbox.db
    .update(taxCertifications)
    .set({
      status,
      rejectReason: action === 'reject' ? (rejectReason ?? 'The certification could not be accepted') : null,
    })
    .where(eq(taxCertifications.id, id))
    .returning();
  if (row.kind !== 'representative') {
    await sandbox.db.update(customers).set({ taxResidencyCertStatus: status }).where(eq(customers.id, row.customerId));
  }
  sandbox.answers.clear();
  return reviewed ?? row;
}

export interface FormDocument {
  id: number | null;
  status: string;
  url: string | null;
}

const link = (row: CertificationRow, document: string, now: Date) =>
  fileLink({ k: 'tax-document', c: row.customerId, t: row.id, d: document }, now);
/** A signed or given document of a certification still in progress counts as pending. */
const givenStatus = (row: CertificationRow) => (row.status === 'none' ? 'pending' : row.status);

/** The self-certification document: the certification's own status (`fallback` before any). */
export function selfCertificationDocument(
  row: CertificationRow | undefined,
  fallback: string,
  now: Date,
): FormDocument {
  if (!row) return { id: null, status: fallback, url: null };
  if (row.status === 'none') return { id: null, status: 'none', url: null };
  return { id: row.id, status: row.status, url: link(row, 'self-certification', now) };
}

/** A US form's document: notRequired unless it is the required one; none until signed. */
export function formDocument(row: CertificationRow | undefined, form: string, now: Date): FormDocument {
  if (!row || row.requiredForm !== form) return { id: null, status: 'notRequired', url: null };
  if (row.signatureId === null) return { id: null, status: 'none', url: null };
  return { id: row.signatureId, status: givenStatus(row), url: link(row, 'form', now) };
}

export function lossOfNationalityDocument(row: CertificationRow | undefined, now: Date): FormDocument {
  if (!row?.needsLossOfNationality) return { id: null, status: 'notRequired', url: null };
  if (row.lossOfNationalityDocumentId === null) return { id: null, status: 'none', url: null };
  return { id: row.lossOfNationalityDocumentId, status: givenStatus(row), url: link(row, 'loss-of-nationality', now) };
}

/** The instant as the wire carries it. */
export const instant = (at: Date | null) => (at ? at.toISOString() : null);

/** Certifications waiting for the bank (complete, pending), oldest first. */
export async function pendingCertifications(db: Db) {
  return db
    .select()
    .from(taxCertifications)
    .where(eq(taxCertifications.status, 'pending'))
    .orderBy(sql`${taxCertifications.signedAt} asc`);
}
