// Limit reasons (WIRE.md): the list with each requirement's uploads, and an upload for one requirement
// (multipart `file`). The limit is lifted only when the reviewer confirms a document for every
// requirement (customer-kyc.ts).
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { invalid, ok, validationFailed } from '../../api/answers.ts';
import { dateText, id } from '../../api/fields.ts';
import { type MethodDefinition, sessionMethod } from '../../api/registry.ts';
import { users } from '../customer/tables.ts';
import { documentRuleErrors } from './document-types.ts';
import { storeDocument } from './documents.ts';
import { limitReasons } from './tables.ts';
import { limitReasonsOf } from './views.ts';

const customerLimitReasonGet = sessionMethod({
  name: 'customerLimitReasonGet',
  readOnly: true,
  payload: v.object({}),
  handle: async ({ db, customerId, lang }) => ok({ limitReasons: await limitReasonsOf(db, customerId, lang) }),
});

const customerLimitReasonDocumentUpload = sessionMethod({
  name: 'customerLimitReasonDocumentUpload',
  files: ['file'],
  payload: v.object({ limitReasonId: id(), documentTypeId: id(), issuedDate: v.optional(dateText()) }),
  async handle({ db, sandbox, session, customerId, files, lang }, input) {
    const [reason] = await db
      .select()
      .from(limitReasons)
      .where(and(eq(limitReasons.id, input.limitReasonId), eq(limitReasons.customerId, customerId)));
    if (!reason) return invalid('limitReasonId', 'is not one of your limit reasons');
    if (!reason.requirementDocuments.some((requirement) => requirement.documentTypeId === input.documentTypeId)) {
      return invalid('documentTypeId', 'is not a document this limit reason asks for');
    }
    const file = files.get('file');
    const errors = documentRuleErrors({
      documentTypeId: input.documentTypeId,
      issuedDate: input.issuedDate,
      hasFront: Boolean(file),
      hasBack: false,
      frontPart: 'file',
      today: sandbox.now(),
    });
    if (errors.length > 0 || !file) return validationFailed(errors);
    const [user] = await db.select({ login: users.login }).from(users).where(eq(users.id, session.userId));
    await storeDocument(
      db,
      {
        customerId,
        purpose: 'limitReason',
        documentTypeId: input.documentTypeId,
        createdUsername: user?.login ?? '',
        issuedDate: input.issuedDate ?? null,
        limitReasonId: reason.id,
      },
      file,
      undefined,
      sandbox.now(),
    );
    const limitReason = (await limitReasonsOf(db, customerId, lang)).find((item) => item.id === reason.id);
    return ok({ limitReason });
  },
});

export const limitReasonMethods: MethodDefinition[] = [customerLimitReasonGet, customerLimitReasonDocumentUpload];
