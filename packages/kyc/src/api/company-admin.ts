// The admin's overview (WIRE-business.md "Admin"): the companies with their action counts and the documents the
// bank received that belong to no requirement yet; assigning such a document, removing a document.
import * as v from 'valibot';
import type { Caller } from './profile';
import { Id, UploadedDocumentSchema } from './schemas';

export const AdminCompanySchema = v.object({
  customerId: Id,
  name: v.nullish(v.string(), null),
  registrationCountryCode: v.nullish(v.string(), null),
  verified: v.boolean(),
  limited: v.boolean(),
  actionCount: v.pipe(v.number(), v.integer()),
  representativesNeedingAction: v.pipe(v.number(), v.integer()),
  unassignedDocuments: v.array(UploadedDocumentSchema),
});
export type AdminCompany = v.InferOutput<typeof AdminCompanySchema>;

export const fetchAdminOverview = async (api: Caller, signal?: AbortSignal) =>
  (
    await api.call(
      'adminOverviewGet',
      {},
      // the overview is the admin's own, for no company
      {
        schema: v.object({ companies: v.array(AdminCompanySchema) }),
        signal,
        idempotent: true,
        fromCustomerId: undefined,
      },
    )
  ).companies;

/** Where an unassigned document goes (its type must belong to the target's category). */
export const assignTargets = [
  'corporate',
  'additional',
  'sourceOfWealth',
  'companyAddress',
  'representativeIdentity',
  'representativeAddress',
  'representativeControl',
] as const;
export type AssignTarget = (typeof assignTargets)[number];

export interface DocumentAssignment {
  documentId: number;
  target: AssignTarget;
  representativeId?: number | undefined;
  addressId?: number | undefined;
}

export const assignDocument = async (api: Caller, fromCustomerId: number, assignment: DocumentAssignment) =>
  (
    await api.call('adminDocumentAssign', assignment, {
      schema: v.object({ document: UploadedDocumentSchema }),
      fromCustomerId,
    })
  ).document;

export const removeDocument = async (api: Caller, fromCustomerId: number, documentId: number): Promise<void> => {
  await api.call('adminDocumentRemove', { documentId }, { schema: v.object({}), fromCustomerId });
};
