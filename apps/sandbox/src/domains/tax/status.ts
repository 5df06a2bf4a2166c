// What other domains read of the tax certifications: a company's entity type (its company info's
// financialInstitution) and each representative's self-certification status.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { taxCertifications } from './tables.ts';

/** Directors (2) and UBOs (8) certify their own tax residence; other representatives are not asked. */
export const certificationAsked = (typeId: number): boolean => typeId === 2 || typeId === 8;

/** The entity type of the company's business certification, or null before one. */
export async function businessEntityType(db: Db, customerId: number): Promise<string | null> {
  const [row] = await db
    .select({ answers: taxCertifications.answers })
    .from(taxCertifications)
    .where(and(eq(taxCertifications.kind, 'business'), eq(taxCertifications.customerId, customerId)));
  const entityType = row?.answers.entityType;
  return typeof entityType === 'string' ? entityType : null;
}

/** Each representative's taxResidencySelfCertificationStatus (validated pending none rejected notRequired). */
export async function representativeStatuses(
  db: Db,
  representatives: readonly { id: number; typeId: number }[],
): Promise<Map<number, string>> {
  const ids = representatives.map((r) => r.id);
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ representativeId: taxCertifications.representativeId, status: taxCertifications.status })
          .from(taxCertifications)
          .where(and(eq(taxCertifications.kind, 'representative'), inArray(taxCertifications.representativeId, ids)));
  return new Map(
    representatives.map((r) => [
      r.id,
      certificationAsked(r.typeId)
        ? (rows.find((row) => row.representativeId === r.id)?.status ?? 'none')
        : 'notRequired',
    ]),
  );
}
