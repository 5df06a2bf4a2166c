// isCardDocumentRequired of an address (identity spec 3, 4.3 rule 4: someCardDocumentRequired). The spec names
// the flag only; the sandbox's reading: a card of another bank whose charge verification failed (a card
// payment source the bank could not verify) makes the bank ask a document showing the holder at the home
// address (a card or bank statement), until one is uploaded for that address after the card was added.
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { externalCards } from '../cards/tables.ts';
import { DocumentStatus, awaitingReview } from './document-types.ts';
import type { UploadedDocumentView } from './documents.ts';

/** When the customer's latest card of another bank that failed its verification was added, or null. */
export async function failedExternalCardAt(db: Db, customerId: number): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: externalCards.createdAt })
    .from(externalCards)
    .where(and(eq(externalCards.customerId, customerId), eq(externalCards.status, 'failed')))
    .orderBy(desc(externalCards.createdAt))
    .limit(1);
  return row?.createdAt ?? null;
}

/** The home address asks for its card document until a live one (in review or confirmed) follows the card. */
export function cardDocumentRequired(
  address: { isHome: boolean; uploadedDocuments: readonly UploadedDocumentView[] },
  failedCardAt: Date | null,
): boolean {
  if (!address.isHome || failedCardAt === null) return false;
  return !address.uploadedDocuments.some(
    (doc) =>
      !doc.isSubDocument &&
      (awaitingReview(doc.statusId) || doc.statusId === DocumentStatus.confirmed) &&
      new Date(doc.uploaded).getTime() >= failedCardAt.getTime(),
  );
}
