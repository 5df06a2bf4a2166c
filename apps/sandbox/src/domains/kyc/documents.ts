// Uploaded documents: storing a checked upload (its file and its pages), their wire form
// (UploadedDocument of WIRE.md), the documents by category and the document type dictionary.
import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import * as v from 'valibot';
import { ok } from '../../api/answers.ts';
import { type MethodDefinition, publicMethod, sessionMethod } from '../../api/registry.ts';
import type { UploadedFile } from '../../api/uploads.ts';
import type { Db } from '../../db/open.ts';
import type { Lang } from '../../lang.ts';
import { documentTypeName } from './document-type-names.ts';
import { categories, documentTypeOf, documentTypes } from './document-types.ts';
import { bankText, categoryName } from './review-texts.ts';
import { kycFiles, uploadedDocuments } from './tables.ts';

type DocumentRow = typeof uploadedDocuments.$inferSelect;
/** company, representative and bank (received, unassigned) documents are the company domain's; tax the tax domain's. */
export type Purpose =
  | 'identity'
  | 'address'
  | 'residence'
  | 'limitReason'
  | 'provider'
  | 'company'
  | 'representative'
  | 'bank'
  | 'tax';

export interface UploadedDocumentView {
  id: number;
  statusId: number;
  uploaded: string;
  documentTypeId: number;
  documentType: string;
  isSubDocument: boolean;
  issuedDate: string | null;
  expiresDate: string | null;
  createdUsername: string;
  rejectReason: string | null;
}

/** A document as answered, its type's name and the reviewer's reason in `lang` (review-texts.ts). */
export const documentViewIn =
  (lang: Lang) =>
  (row: DocumentRow): UploadedDocumentView => ({
    id: row.id,
    statusId: row.statusId,
    uploaded: row.uploadedAt.toISOString(),
    documentTypeId: row.documentTypeId,
    documentType: documentTypeName(row.documentTypeId, lang),
    isSubDocument: row.parentId !== null,
    issuedDate: row.issuedDate,
    expiresDate: row.expiresDate,
    createdUsername: row.createdUsername,
    rejectReason: bankText(row.rejectReason, lang),
  });

export const documentView = documentViewIn('en');

export interface NewDocument {
  customerId: number;
  purpose: Purpose;
  documentTypeId: number;
  createdUsername: string;
  issuedDate?: string | null | undefined;
  expiresDate?: string | null | undefined;
  identityDocumentId?: number;
  addressId?: number;
  limitReasonId?: number;
  statusId?: number;
}

async function storeFile(db: Db, customerId: number, file: UploadedFile): Promise<number> {
  const [row] = await db
    .insert(kycFiles)
    .values({
      customerId,
      contentType: file.contentType,
      size: file.size,
      sha256: createHash('sha256').update(file.bytes).digest('hex'),
      filename: file.filename,
      data: file.bytes,
    })
    .returning({ id: kycFiles.id });
  if (!row) throw new Error('File insert returned nothing');
  return row.id;
}

/** Stores the pages of one document (front, then an optional back as its sub-document); answers the rows. */
export async function storeDocument(
  db: Db,
  document: NewDocument,
  front: UploadedFile | null,
  back?: UploadedFile,
  now: Date = new Date(),
): Promise<DocumentRow[]> {
  const docType = documentTypeOf(document.documentTypeId);
  const base = {
    customerId: document.customerId,
    purpose: document.purpose,
    categoryId: docType?.categoryId ?? 5,
    documentTypeId: document.documentTypeId,
    statusId: document.statusId ?? 0,
    issuedDate: document.issuedDate ?? null,
    expiresDate: document.expiresDate ?? null,
    identityDocumentId: document.identityDocumentId ?? null,
    addressId: document.addressId ?? null,
    limitReasonId: document.limitReasonId ?? null,
    createdUsername: document.createdUsername,
    uploadedAt: now,
  };
  // The pages and their files are stored together or not at all.
  return db.transaction(async (tx) => {
    const fileId = front ? await storeFile(tx, document.customerId, front) : null;
    const [first] = await tx
      .insert(uploadedDocuments)
      .values({ ...base, fileId })
      .returning();
    if (!first) throw new Error('Document insert returned nothing');
    if (!back) return [first];
    const [second] = await tx
      .insert(uploadedDocuments)
      .values({ ...base, fileId: await storeFile(tx, document.customerId, back), parentId: first.id })
      .returning();
    return second ? [first, second] : [first];
  });
}

/** A customer's documents of one kind of owner, oldest first, back pages after their front. */
export async function documentsWhere(
  db: Db,
  customerId: number,
  owner: Partial<Record<'identityDocumentId' | 'addressId' | 'limitReasonId', number[]>> & { purpose?: Purpose },
): Promise<DocumentRow[]> {
  const filters = [eq(uploadedDocuments.customerId, customerId)];
  if (owner.purpose) filters.push(eq(uploadedDocuments.purpose, owner.purpose));
  for (const key of ['identityDocumentId', 'addressId', 'limitReasonId'] as const) {
    const ids = owner[key];
    if (ids) filters.push(ids.length > 0 ? inArray(uploadedDocuments[key], ids) : isNull(uploadedDocuments.id));
  }
  return db
    .select()
    .from(uploadedDocuments)
    .where(and(...filters))
    .orderBy(asc(uploadedDocuments.id));
}

const documentsInquiry = sessionMethod({
  name: 'documentsInquiry',
  readOnly: true,
  payload: v.object({}),
  async handle({ db, customerId, lang }) {
    const rows = await documentsWhere(db, customerId, {});
    return ok({
      categories: categories
        .map((category) => ({
          id: category.id,
          name: categoryName(category.id, category.name, lang),
          documents: rows.filter((row) => row.categoryId === category.id).map(documentViewIn(lang)),
        }))
        .filter((category) => category.documents.length > 0),
    });
  },
});

const customerDocumentCategories = publicMethod({
  name: 'customerDocumentCategories',
  readOnly: true,
  payload: v.object({
    countryCode: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z]{2}$/, 'must be a country code'))),
  }),
  async handle({ lang }, { countryCode }) {
    const country = countryCode?.toUpperCase();
    return ok({
      categories: categories.map((category) => ({
        id: category.id,
        name: categoryName(category.id, category.name, lang),
        documentTypes: documentTypes
          .filter((t) => t.categoryId === category.id)
          .filter((t) => !country || !t.countryCodes || t.countryCodes.includes(country))
          .map(({ id, needsBackPage, countryCodes, mayBeOlderThan90Days }) => ({
            id,
            name: documentTypeName(id, lang),
            needsBackPage,
            countryCodes,
            mayBeOlderThan90Days,
          })),
      })),
    });
  },
});

export const documentMethods: MethodDefinition[] = [documentsInquiry, customerDocumentCategories];
