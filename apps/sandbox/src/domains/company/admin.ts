// The admin's calls (spec 6; WIRE-business.md "Admin"): the overview of every company (its action count
// by the counter of spec 5, representatives needing action, documents the bank received and has not
// assigned), and, acting for a company, assigning a document to a requirement or removing one.
import { companyActionCount } from '@paydeck/kyc/api';
import { and, asc, eq, isNull, ne, or } from 'drizzle-orm';
import * as v from 'valibot';
import { failure, invalid, ok } from '../../api/answers.ts';
import { id } from '../../api/fields.ts';
import { type MethodDefinition, sessionMethod } from '../../api/registry.ts';
import type { Db } from '../../db/open.ts';
import { customerAddresses, customers, representatives } from '../customer/tables.ts';
import { documentTypeOf } from '../kyc/document-types.ts';
import { documentView } from '../kyc/documents.ts';
import { uploadedDocuments } from '../kyc/tables.ts';
import { adminRefusal, companyRefusal } from './access.ts';
import { documentTargets, targetCategories } from './rules.ts';
import { companyDocuments } from './tables.ts';
import { companyOf, representativesOf } from './views.ts';

/** Documents the bank received for a company that answer no requirement yet (front pages, not deleted). */
export async function unassignedDocuments(db: Db, customerId: number) {
  const rows = await db
    .select({ doc: uploadedDocuments })
    .from(uploadedDocuments)
    .leftJoin(companyDocuments, eq(companyDocuments.documentId, uploadedDocuments.id))
    .where(
      and(
        eq(uploadedDocuments.customerId, customerId),
        eq(uploadedDocuments.purpose, 'bank'),
        ne(uploadedDocuments.statusId, 5),
        isNull(uploadedDocuments.parentId),
        isNull(companyDocuments.documentId),
      ),
    )
    .orderBy(asc(uploadedDocuments.id));
  return rows.map((row) => documentView(row.doc));
}

/** The company action counter of spec 5 over a company's state, and its representatives needing action. */
export async function companyActionsOf(db: Db, customerId: number) {
  const company = await companyOf(db, customerId);
  if (!company) return undefined;
  const reps = await representativesOf(db, customerId);
  const input = {
    isActionRequired: company.isActionRequired,
    company: company as unknown as Parameters<typeof companyActionCount>[0]['company'],
    representatives: reps,
  };
  return {
    company,
    actionCount: companyActionCount(input),
    representativesNeedingAction: reps.filter((r) => r.isActionRequired).length,
  };
}

const adminOverviewGet = sessionMethod({
  name: 'adminOverviewGet',
  readOnly: true,
  payload: v.object({}),
  async handle(ctx) {
    const refused = adminRefusal(ctx);
    if (refused) return refused;
    const rows = await ctx.db
      .select({ id: customers.id })
      .from(customers)
      .where(ne(customers.customerType, 0))
      .orderBy(asc(customers.id));
    const companies = [];
    for (const { id: customerId } of rows) {
      const actions = await companyActionsOf(ctx.db, customerId);
      if (!actions) continue;
      const { company } = actions;
      companies.push({
        customerId,
        name: company.name,
        registrationCountryCode: company.registrationCountryCode,
        verified: company.verified,
        limited: company.limited,
        actionCount: actions.actionCount,
        representativesNeedingAction: actions.representativesNeedingAction,
        unassignedDocuments: await unassignedDocuments(ctx.db, customerId),
      });
    }
    return ok({ companies });
  },
});

/** The company's live front-page document, or undefined. */
async function companyDocument(db: Db, customerId: number, documentId: number) {
  const [doc] = await db
    .select()
    .from(uploadedDocuments)
    .where(
      and(
        eq(uploadedDocuments.id, documentId),
        eq(uploadedDocuments.customerId, customerId),
        ne(uploadedDocuments.statusId, 5),
        isNull(uploadedDocuments.parentId),
      ),
    );
  return doc;
}

const adminDocumentAssign = sessionMethod({
  name: 'adminDocumentAssign',
  adminAction: true,
  payload: v.object({
    documentId: id(),
    target: v.picklist(documentTargets, `must be ${documentTargets.join(', ')}`),
    representativeId: v.optional(id()),
    addressId: v.optional(id()),
  }),
  async handle(ctx, input) {
    const refused = adminRefusal(ctx) ?? (await companyRefusal(ctx, 'read'));
    if (refused) return refused;
    const doc = await companyDocument(ctx.db, ctx.customerId, input.documentId);
    if (!doc) return failure('TA1', 'Unknown document');
    const categoryId = documentTypeOf(doc.documentTypeId)?.categoryId ?? 0;
    if (!targetCategories[input.target]?.includes(categoryId)) {
      return invalid('target', 'does not take a document of this type');
    }
    const forRepresentative = input.target.startsWith('representative');
    if (forRepresentative) {
      const [rep] =
        input.representativeId === undefined
          ? []
          : await ctx.db
              .select({ id: representatives.id })
              .from(representatives)
              .where(
                and(
                  eq(representatives.id, input.representativeId),
                  eq(representatives.companyCustomerId, ctx.customerId),
                ),
              );
      if (!rep) return invalid('representativeId', "is not one of the company's representatives");
    }
    if (input.target === 'companyAddress') {
      const [address] =
        input.addressId === undefined
          ? []
          : await ctx.db
              .select({ id: customerAddresses.id })
              .from(customerAddresses)
              .where(
                and(
                  eq(customerAddresses.id, input.addressId),
                  eq(customerAddresses.customerId, ctx.customerId),
                  eq(customerAddresses.addressType, categoryId === 7 ? 5 : 2),
                ),
              );
      if (!address) return invalid('addressId', "is not the company's address this proof is for");
    }
    const link = {
      target: input.target,
      representativeId: forRepresentative ? (input.representativeId ?? null) : null,
      addressId: input.target === 'companyAddress' ? (input.addressId ?? null) : null,
      assignedBy: 'admin',
      assignedAt: ctx.sandbox.now(),
    };
    await ctx.db
      .insert(companyDocuments)
      .values({ documentId: doc.id, customerId: ctx.customerId, ...link })
      .onConflictDoUpdate({ target: companyDocuments.documentId, set: link });
    return ok({ document: documentView(doc) });
  },
});

const adminDocumentRemove = sessionMethod({
  name: 'adminDocumentRemove',
  adminAction: true,
  payload: v.object({ documentId: id() }),
  async handle(ctx, input) {
    const refused = adminRefusal(ctx) ?? (await companyRefusal(ctx, 'read'));
    if (refused) return refused;
    const doc = await companyDocument(ctx.db, ctx.customerId, input.documentId);
    if (!doc) return failure('TA1', 'Unknown document');
    await ctx.db
      .update(uploadedDocuments)
      .set({ statusId: 5, reviewedAt: ctx.sandbox.now() })
      .where(or(eq(uploadedDocuments.id, doc.id), eq(uploadedDocuments.parentId, doc.id)));
    return ok();
  },
});

export const adminMethods: MethodDefinition[] = [adminOverviewGet, adminDocumentAssign, adminDocumentRemove];
