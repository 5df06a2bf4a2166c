// The shared shapes of WIRE.md (Address, Phone, IdentityDocument, LimitReason) read from the tables,
// each with its uploaded documents.
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { customerAddresses, phones } from '../customer/tables.ts';
import type { Lang } from '../../lang.ts';
import { cardDocumentRequired, failedExternalCardAt } from './card-document.ts';
import { documentTypeName } from './document-type-names.ts';
import { awaitingReview, statusNames } from './document-types.ts';
import { documentsWhere, documentViewIn, type UploadedDocumentView } from './documents.ts';
import { bankText } from './review-texts.ts';
import { stateNameOf } from './states.ts';
import { identityDocuments, limitReasons, type uploadedDocuments } from './tables.ts';

type DocumentRow = typeof uploadedDocuments.$inferSelect;

export interface PhoneView {
  id: number;
  confirmed: boolean;
  countryCode: string;
  number: string;
  phoneNumber: string;
}

export const phoneView = (row: typeof phones.$inferSelect): PhoneView => ({
  id: row.id,
  confirmed: row.confirmed,
  countryCode: row.countryCode,
  number: row.number,
  phoneNumber: `+${row.countryCode}${row.number}`,
});

export async function phonesOf(db: Db, customerId: number): Promise<PhoneView[]> {
  const rows = await db.select().from(phones).where(eq(phones.customerId, customerId)).orderBy(asc(phones.id));
  return rows.map(phoneView);
}

const ownerDocs = (
  rows: DocumentRow[],
  key: 'identityDocumentId' | 'addressId' | 'limitReasonId',
  id: number,
  lang: Lang,
) => rows.filter((row) => row[key] === id).map(documentViewIn(lang));

export interface AddressView {
  addressId: number;
  addressType: number;
  address1: string;
  address2: string | null;
  city: string;
  postalCode: string;
  countryCode: string;
  stateCode: string | null;
  stateName: string | null;
  addressStatus: number;
  confirmed: boolean;
  uploadedDocuments: UploadedDocumentView[];
  isDocumentOutOfDate: boolean;
  isCardDocumentRequired: boolean;
  isDocumentRequired: boolean;
}

/** The live addresses (not replaced), the current home address first. */
export async function addressesOf(db: Db, customerId: number, lang: Lang = 'en'): Promise<AddressView[]> {
  const rows = await db
    .select()
    .from(customerAddresses)
    .where(and(eq(customerAddresses.customerId, customerId), ne(customerAddresses.status, 'replaced')))
    .orderBy(asc(customerAddresses.id));
  const docs = await documentsWhere(db, customerId, { purpose: 'address' });
  const failedCardAt = await failedExternalCardAt(db, customerId);
  // An address replaced by a newer one that waits for its proof gives it its place.
  const takenOver = new Set(rows.map((row) => row.replacesId).filter((id): id is number => id !== null));
  return rows
    .filter((row) => !takenOver.has(row.id))
    .sort((a, b) => Number(b.status === 'confirmed') - Number(a.status === 'confirmed'))
    .map((row, index) => {
      const uploaded = ownerDocs(docs, 'addressId', row.id, lang);
      const latest = uploaded.filter((doc) => !doc.isSubDocument).at(-1);
      return {
        addressId: row.id,
        addressType: row.addressType,
        address1: row.address1,
        address2: row.address2,
        city: row.city,
        postalCode: row.postalCode,
        countryCode: row.countryCode,
        stateCode: row.stateCode,
        stateName: stateNameOf(row.countryCode, row.stateCode) ?? row.stateCode,
        addressStatus: row.addressStatus,
        confirmed: row.personConfirmed,
        uploadedDocuments: uploaded,
        isDocumentOutOfDate: latest?.statusId === 38,
        // The first is the current home address (or the one taking its place).
        isCardDocumentRequired: cardDocumentRequired(
          { isHome: index === 0, uploadedDocuments: uploaded },
          failedCardAt,
        ),
        isDocumentRequired: row.addressStatus !== 1 && !(latest && awaitingReview(latest.statusId)),
      };
    });
}

export interface IdentityDocumentView {
  id: number;
  type: string;
  typeId: number;
  number: string;
  countryCode: string | null;
  status: string;
  statusId: number;
  issuedDate: string | null;
  expiresDate: string | null;
  rejectReason: string | null;
  uploadedDocuments: UploadedDocumentView[];
}

export async function identityDocumentsOf(
  db: Db,
  customerId: number,
  lang: Lang = 'en',
): Promise<IdentityDocumentView[]> {
  const rows = await db
    .select()
    .from(identityDocuments)
    .where(eq(identityDocuments.customerId, customerId))
    .orderBy(asc(identityDocuments.id));
  const docs = await documentsWhere(db, customerId, { purpose: 'identity' });
  const provided = await documentsWhere(db, customerId, { purpose: 'provider' });
  return rows.map((row) => ({
    id: row.id,
    type: documentTypeName(row.typeId, lang, 'Identity document'),
    typeId: row.typeId,
    number: row.number,
    countryCode: row.countryCode,
    status: statusNames[row.statusId] ?? 'unknown',
    statusId: row.statusId,
    issuedDate: row.issuedDate,
    expiresDate: row.expiresDate,
    rejectReason: bankText(row.rejectReason, lang),
    uploadedDocuments: [...docs, ...provided]
      .filter((doc) => doc.identityDocumentId === row.id)
      .map(documentViewIn(lang)),
  }));
}

export interface LimitReasonView {
  id: number;
  actionTypeId: number;
  name: string;
  requirementDocuments: { documentTypeId: number; name: string; uploadedDocuments: UploadedDocumentView[] }[];
}

/** The customer's limit reasons and what each asks for, in `lang` (review-texts.ts). */
export async function limitReasonsOf(db: Db, customerId: number, lang: Lang = 'en'): Promise<LimitReasonView[]> {
  const rows = await db
    .select()
    .from(limitReasons)
    .where(eq(limitReasons.customerId, customerId))
    .orderBy(asc(limitReasons.id));
  const docs = await documentsWhere(db, customerId, { purpose: 'limitReason' });
  return rows.map((row) => ({
    id: row.id,
    actionTypeId: row.actionTypeId,
    name: bankText(row.name, lang),
    requirementDocuments: row.requirementDocuments.map((requirement) => ({
      documentTypeId: requirement.documentTypeId,
      name: bankText(requirement.name, lang),
      uploadedDocuments: docs
        .filter((doc) => doc.limitReasonId === row.id && doc.documentTypeId === requirement.documentTypeId)
        .map(documentViewIn(lang)),
    })),
  }));
}
