// Storing a company's or a representative's document: WIRE.md's upload rules (kyc's documentRuleErrors, the
// categories a call takes; a business address proof's date and 90 days too), then the pages (kyc's
// storeDocument) and the requirement it was given for (company_documents).
import type { ValidationError } from '../../api/answers.ts';
import type { SessionContext } from '../../api/registry.ts';
import { documentRuleErrors } from '../kyc/document-types.ts';
import { type Purpose, storeDocument } from '../kyc/documents.ts';
import { loginOf } from './access.ts';
import { companyDocuments } from './tables.ts';

export interface CompanyUpload {
  documentTypeId: number;
  categoryIds: readonly number[];
  target: string;
  purpose: Extract<Purpose, 'company' | 'representative'>;
  representativeId?: number;
  addressId?: number;
  countryCode?: string;
  issuedDate?: string | undefined;
  expiresDate?: string | undefined;
  /** `file`, or `front` (+ `back`) for an identity document. */
  frontPart: 'file' | 'front';
}

/** What breaks the rules (empty: it may be stored). */
export function companyUploadErrors(ctx: SessionContext, upload: CompanyUpload): ValidationError[] {
  const front = ctx.files.get(upload.frontPart);
  const back = ctx.files.get('back');
  return documentRuleErrors({
    documentTypeId: upload.documentTypeId,
    categoryIds: upload.categoryIds,
    countryCode: upload.countryCode,
    issuedDate: upload.issuedDate,
    hasFront: front !== undefined,
    hasBack: back !== undefined,
    frontPart: upload.frontPart,
    today: ctx.sandbox.now(),
  });
}

/** Stores a checked upload and the requirement it answers; answers the front page's id. */
export async function storeCompanyUpload(ctx: SessionContext, upload: CompanyUpload): Promise<number> {
  const front = ctx.files.get(upload.frontPart) ?? null;
  const back = ctx.files.get('back');
  const now = ctx.sandbox.now();
  const [first] = await storeDocument(
    ctx.db,
    {
      customerId: ctx.customerId,
      purpose: upload.purpose,
      documentTypeId: upload.documentTypeId,
      createdUsername: await loginOf(ctx),
      issuedDate: upload.issuedDate ?? null,
      expiresDate: upload.expiresDate ?? null,
    },
    front,
    back,
    now,
  );
  if (!first) throw new Error('Document insert returned nothing');
  await ctx.db.insert(companyDocuments).values({
    documentId: first.id,
    customerId: ctx.customerId,
    target: upload.target,
    representativeId: upload.representativeId ?? null,
    addressId: upload.addressId ?? null,
    assignedBy: 'customer',
    assignedAt: now,
  });
  return first.id;
}
