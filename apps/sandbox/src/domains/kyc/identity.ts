// Identity documents: identityInquiry, and identityDocumentCreate (multipart: `front`, and `back` for a
// two-sided type) under the document rules; the document and its pages are stored as submitted (0)
// for the reviewer, and the customer's KYC request moves on.
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { ok, validationFailed } from '../../api/answers.ts';
import { dateText, id, requiredText } from '../../api/fields.ts';
import { type MethodDefinition, sessionMethod } from '../../api/registry.ts';
import { users } from '../customer/tables.ts';
import { recomputeCustomer } from './customer-kyc.ts';
import { documentRuleErrors } from './document-types.ts';
import { storeDocument } from './documents.ts';
import { identityDocuments } from './tables.ts';
import { identityDocumentsOf } from './views.ts';

export const countryCode = () =>
  v.pipe(v.string('must be a country code'), v.regex(/^[A-Za-z]{2}$/, 'must be a country code'), v.toUpperCase());

const identityInquiry = sessionMethod({
  name: 'identityInquiry',
  readOnly: true,
  payload: v.object({}),
  handle: async ({ db, customerId, lang }) =>
    ok({ identityDocuments: await identityDocumentsOf(db, customerId, lang) }),
});

const identityDocumentCreate = sessionMethod({
  name: 'identityDocumentCreate',
  files: ['front', 'back'],
  payload: v.object({
    typeId: id(),
    number: v.pipe(requiredText(), v.maxLength(40, 'must be at most 40 characters')),
    countryCode: countryCode(),
    issuedDate: dateText(),
    expiresDate: dateText(),
  }),
  async handle({ db, sandbox, session, customerId, files }, input) {
    const front = files.get('front');
    const back = files.get('back');
    const errors = documentRuleErrors({
      documentTypeId: input.typeId,
      categoryIds: [1, 12],
      countryCode: input.countryCode,
      issuedDate: input.issuedDate,
      hasFront: Boolean(front),
      hasBack: Boolean(back),
      frontPart: 'front',
      today: sandbox.now(),
    }).map((error) => (error.param === 'documentTypeId' ? { ...error, param: 'typeId' } : error));
    if (input.expiresDate <= input.issuedDate)
      errors.push({ param: 'expiresDate', description: 'must be after issuedDate' });
    else if (input.expiresDate < sandbox.now().toISOString().slice(0, 10)) {
      errors.push({ param: 'expiresDate', description: 'must not be in the past' });
    }
    if (errors.length > 0 || !front) return validationFailed(errors);
    const [user] = await db.select({ login: users.login }).from(users).where(eq(users.id, session.userId));
    // The document and its pages are stored together or not at all.
    const documentId = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(identityDocuments)
        .values({ customerId, ...input, statusId: 0 })
        .returning({ id: identityDocuments.id });
      if (!row) throw new Error('Identity document insert returned nothing');
      const owner = {
        customerId,
        purpose: 'identity' as const,
        documentTypeId: input.typeId,
        createdUsername: user?.login ?? '',
        issuedDate: input.issuedDate,
        expiresDate: input.expiresDate,
        identityDocumentId: row.id,
      };
      await storeDocument(tx, owner, front, back, sandbox.now());
      return row.id;
    });
    await recomputeCustomer(db, sandbox, customerId);
    const created = (await identityDocumentsOf(db, customerId)).find((doc) => doc.id === documentId);
    return ok({ identityDocument: created });
  },
});

export const identityMethods: MethodDefinition[] = [identityInquiry, identityDocumentCreate];
