// What only the bank does to a customer's KYC, played by sandbox controls (control.ts): it limits a customer with
// a limit reason (customerLimited), and its check of documents that expire soon warns their owners
// (documentExpSoon). Both are told on the customer's realtime channel in each connection's language.
import { and, asc, between, eq, isNull, sql } from 'drizzle-orm';
import type { Sandbox } from '../../sandbox.ts';
import { customers, users } from '../customer/tables.ts';
import { documentTypeName } from './document-type-names.ts';
import { DocumentStatus } from './document-types.ts';
import { customerLimited, documentExpiresSoon } from './notification-words.ts';
import { notify } from './notify.ts';
import { bankText } from './review-texts.ts';
import { identityDocuments, limitReasons, type RequirementDocument, uploadedDocuments } from './tables.ts';

/** The limit reasons the bank may give (the seeded ones: lina's), by name. */
export const bankLimitReasons = {
  proofOfAddress: {
    actionTypeId: 1,
    name: 'Proof of address',
    requirementDocuments: [{ documentTypeId: 20, name: 'Proof of address (utility bill)' }],
  },
  sourceOfFunds: {
    actionTypeId: 2,
    name: 'Source of funds',
    requirementDocuments: [{ documentTypeId: 41, name: 'Source of funds' }],
  },
} as const satisfies Record<
  string,
  { actionTypeId: number; name: string; requirementDocuments: RequirementDocument[] }
>;
export type BankLimitReason = keyof typeof bankLimitReasons;

export class UnknownLogin extends Error {}

/** The bank limits the customer a login signs in as: a limit reason, `limited`, and customerLimited. */
export async function limitCustomer(sandbox: Sandbox, login: string, reason: BankLimitReason) {
  const [user] = await sandbox.db
    .select({ customerId: users.customerId })
    .from(users)
    .where(sql`lower(${users.login}) = ${login.trim().toLowerCase()}`);
  if (!user) throw new UnknownLogin(`No user ${login}`);
  const given = bankLimitReasons[reason];
  const limitReasonId = await sandbox.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(limitReasons)
      .values({
        customerId: user.customerId,
        actionTypeId: given.actionTypeId,
        name: given.name,
        requirementDocuments: [...given.requirementDocuments],
      })
      .returning({ id: limitReasons.id });
    await tx.update(customers).set({ limited: true }).where(eq(customers.id, user.customerId));
    return row?.id ?? 0;
  });
  sandbox.answers.clear();
  const delivered = notify(sandbox, user.customerId, {
    type: 'customerLimited',
    status: 'error',
    words: customerLimited,
    values: (lang) => ({ reason: bankText(given.name, lang) }),
  });
  return { customerId: user.customerId, limitReasonId, delivered };
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The bank's check of documents that expire within `days` of the sandbox clock's today: each confirmed identity
 * document, and each confirmed upload with an expiry date, is told to its owner (documentExpSoon).
 */
export async function warnExpiringDocuments(sandbox: Sandbox, days: number) {
  const today = sandbox.now();
  const window = [day(today), day(new Date(today.getTime() + days * 86_400_000))] as const;
  const identities = await sandbox.db
    .select({
      customerId: identityDocuments.customerId,
      documentTypeId: identityDocuments.typeId,
      expiresDate: identityDocuments.expiresDate,
    })
    .from(identityDocuments)
    .where(
      and(eq(identityDocuments.statusId, DocumentStatus.confirmed), between(identityDocuments.expiresDate, ...window)),
    )
    .orderBy(asc(identityDocuments.id));
  const uploads = await sandbox.db
    .select({
      customerId: uploadedDocuments.customerId,
      documentTypeId: uploadedDocuments.documentTypeId,
      expiresDate: uploadedDocuments.expiresDate,
    })
    .from(uploadedDocuments)
    .where(
      and(
        eq(uploadedDocuments.statusId, DocumentStatus.confirmed),
        isNull(uploadedDocuments.parentId),
        isNull(uploadedDocuments.identityDocumentId), // its identity document is told above
        between(uploadedDocuments.expiresDate, ...window),
      ),
    )
    .orderBy(asc(uploadedDocuments.id));
  return [...identities, ...uploads].map((doc) => ({
    ...doc,
    delivered: notify(sandbox, doc.customerId, {
      type: 'documentExpSoon',
      status: 'warning',
      words: documentExpiresSoon,
      values: (lang) => ({ name: documentTypeName(doc.documentTypeId, lang), date: doc.expiresDate ?? '' }),
    }),
  }));
}
