// The company's representatives (WIRE-business.md "Representatives"): the lists by type, one representative,
// their identity document, address with its proof and control document (uploads), and the admin's
// force-delete (spec 6). The tax number is kyc's customerTaxNumberUpdate with positionId.
import { and, count, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { failure, invalid, ok, validationFailed } from '../../api/answers.ts';
import { dateText, id, requiredText, text } from '../../api/fields.ts';
import { type MethodDefinition, type SessionContext, sessionMethod } from '../../api/registry.ts';
import { customerAccesses, representatives } from '../customer/tables.ts';
import { uploadedDocuments } from '../kyc/tables.ts';
import { representativeSecrets } from '../tax/tables.ts';
import { adminRefusal, companyRefusal } from './access.ts';
import { askedOf, type RepresentativeRequirement } from './rules.ts';
import { companyDocuments, representativeDetails } from './tables.ts';
import { type CompanyUpload, companyUploadErrors, storeCompanyUpload } from './uploads.ts';
import { representativeOf, representativesOf } from './views.ts';

const list = (name: string, typeIds: number[]) =>
  sessionMethod({
    name,
    payload: v.object({}),
    readOnly: true,
    async handle(ctx) {
      return (
        (await companyRefusal(ctx, 'read')) ??
        ok({ representatives: await representativesOf(ctx.db, ctx.customerId, typeIds, ctx.lang) })
      );
    },
  });

const unknownRepresentative = () => failure('TA1', 'Unknown representative');

const businessRepresentativeInfoGet = sessionMethod({
  name: 'businessRepresentativeInfoGet',
  payload: v.object({ id: id() }),
  readOnly: true,
  async handle(ctx, input) {
    const refused = await companyRefusal(ctx, 'read');
    if (refused) return refused;
    const representative = await representativeOf(ctx.db, ctx.customerId, input.id, ctx.lang);
    return representative ? ok({ representative }) : unknownRepresentative();
  },
});

/** The company's representative asked for `requirement`, or the answer refusing it. */
async function askedRepresentative(
  ctx: SessionContext,
  representativeId: number,
  requirement: RepresentativeRequirement,
) {
  const [rep] = await ctx.db
    .select()
    .from(representatives)
    .where(and(eq(representatives.id, representativeId), eq(representatives.companyCustomerId, ctx.customerId)));
  if (!rep) return unknownRepresentative();
  if (!askedOf(rep.typeId).has(requirement)) {
    return invalid('businessRepresentativeId', `is not asked for a ${requirement} document`);
  }
  return rep;
}

type Details = Omit<Partial<typeof representativeDetails.$inferInsert>, 'representativeId'>;

async function saveDetails(ctx: SessionContext, representativeId: number, values: Details) {
  await ctx.db
    .insert(representativeDetails)
    .values({ representativeId, ...values })
    .onConflictDoUpdate({ target: representativeDetails.representativeId, set: values });
}

/** Checks, stores the document and the details, answers the representative. */
async function representativeUpload(
  ctx: SessionContext,
  representativeId: number,
  requirement: RepresentativeRequirement,
  upload: Omit<CompanyUpload, 'purpose' | 'representativeId'>,
  details?: Details,
) {
  const refused = await companyRefusal(ctx, 'upload');
  if (refused) return refused;
  const rep = await askedRepresentative(ctx, representativeId, requirement);
  if ('responseCode' in rep) return rep;
  const full = { ...upload, purpose: 'representative' as const, representativeId };
  const errors = companyUploadErrors(ctx, full);
  if (errors.length > 0) return validationFailed(errors);
  if (details) await saveDetails(ctx, representativeId, details);
  await storeCompanyUpload(ctx, full);
  return ok({ representative: await representativeOf(ctx.db, ctx.customerId, representativeId, ctx.lang) });
}

const countryCode = () =>
  v.pipe(v.string('must be a country code'), v.regex(/^[A-Za-z]{2}$/, 'must be a country code'), v.toUpperCase());

const businessIdentityDocumentCreate = sessionMethod({
  name: 'businessIdentityDocumentCreate',
  files: ['front', 'back'],
  payload: v.object({
    businessRepresentativeId: id(),
    typeId: id(),
    number: v.pipe(requiredText(), v.maxLength(40, 'must be at most 40 characters')),
    countryCode: countryCode(),
    issuedDate: dateText(),
    expiresDate: dateText(),
  }),
  async handle(ctx, input) {
    if (input.expiresDate <= input.issuedDate) return invalid('expiresDate', 'must be after issuedDate');
    return representativeUpload(
      ctx,
      input.businessRepresentativeId,
      'identity',
      {
        documentTypeId: input.typeId,
        categoryIds: [1],
        target: 'representativeIdentity',
        countryCode: input.countryCode,
        issuedDate: input.issuedDate,
        expiresDate: input.expiresDate,
        frontPart: 'front',
      },
      {
        identityTypeId: input.typeId,
        identityNumber: input.number.toUpperCase(),
        identityCountryCode: input.countryCode,
        identityIssuedDate: input.issuedDate,
        identityExpiresDate: input.expiresDate,
      },
    );
  },
});

const businessRepresentativeAddressCreate = sessionMethod({
  name: 'businessRepresentativeAddressCreate',
  files: ['file'],
  payload: v.object({
    businessRepresentativeId: id(),
    address1: v.pipe(requiredText(), v.maxLength(200)),
    address2: v.optional(v.pipe(text(), v.maxLength(200))),
    city: v.pipe(requiredText(), v.maxLength(100)),
    postalCode: v.pipe(requiredText(), v.maxLength(20)),
    countryCode: countryCode(),
    stateCode: v.optional(v.pipe(text(), v.maxLength(10))),
    documentTypeId: id(),
    issuedDate: dateText(),
  }),
  async handle(ctx, input) {
    const { businessRepresentativeId, documentTypeId, issuedDate, ...address } = input;
    return representativeUpload(
      ctx,
      businessRepresentativeId,
      'address',
      { documentTypeId, categoryIds: [2], target: 'representativeAddress', issuedDate, frontPart: 'file' },
      { ...address, address2: address.address2 || null, stateCode: address.stateCode || null },
    );
  },
});

const businessRepresentativeControlDocumentUpload = sessionMethod({
  name: 'businessRepresentativeControlDocumentUpload',
  files: ['file'],
  payload: v.object({ businessRepresentativeId: id(), documentTypeId: id(), issuedDate: v.optional(dateText()) }),
  async handle(ctx, input) {
    return representativeUpload(ctx, input.businessRepresentativeId, 'control', {
      documentTypeId: input.documentTypeId,
      categoryIds: [9],
      target: 'representativeControl',
      issuedDate: input.issuedDate,
      frontPart: 'file',
    });
  },
});

const businessRepresentativeDelete = sessionMethod({
  name: 'businessRepresentativeDelete',
  adminAction: true,
  payload: v.object({ id: id() }),
  async handle(ctx, input) {
    const refused = adminRefusal(ctx) ?? (await companyRefusal(ctx, 'read'));
    if (refused) return refused;
    const [rep] = await ctx.db
      .select()
      .from(representatives)
      .where(and(eq(representatives.id, input.id), eq(representatives.companyCustomerId, ctx.customerId)));
    if (!rep) return unknownRepresentative();
    if (rep.typeId === 2) {
      const [directors] = await ctx.db
        .select({ n: count() })
        .from(representatives)
        .where(and(eq(representatives.companyCustomerId, ctx.customerId), eq(representatives.typeId, 2)));
      if ((directors?.n ?? 0) <= 1) return invalid('id', 'is the company’s last director');
    }
    const now = ctx.sandbox.now();
    await ctx.db.transaction(async (tx) => {
      const links = await tx
        .select({ documentId: companyDocuments.documentId })
        .from(companyDocuments)
        .where(eq(companyDocuments.representativeId, rep.id));
      const ids = links.map((l) => l.documentId);
      if (ids.length > 0) {
        await tx
          .update(uploadedDocuments)
          .set({ statusId: 5, reviewedAt: now })
          .where(inArray(uploadedDocuments.id, ids));
        await tx.update(uploadedDocuments).set({ statusId: 5 }).where(inArray(uploadedDocuments.parentId, ids));
      }
      if (rep.userId !== null && rep.accessRights !== null) {
        await tx
          .update(customerAccesses)
          .set({ accessRights: 0 })
          .where(and(eq(customerAccesses.userId, rep.userId), eq(customerAccesses.customerId, ctx.customerId)));
      }
      await tx.delete(representativeSecrets).where(eq(representativeSecrets.representativeId, rep.id));
      await tx.delete(representativeDetails).where(eq(representativeDetails.representativeId, rep.id));
      await tx.delete(representatives).where(eq(representatives.id, rep.id));
    });
    ctx.sandbox.sessions.clear();
    return ok();
  },
});

export const representativeMethods: MethodDefinition[] = [
  list('businessDirectorList', [2]),
  list('businessShareholderList', [6, 9]),
  list('businessUltimateOwnerList', [8]),
  businessRepresentativeInfoGet,
  businessIdentityDocumentCreate,
  businessRepresentativeAddressCreate,
  businessRepresentativeControlDocumentUpload,
  businessRepresentativeDelete,
];
