// The company's wire shapes (WIRE-business.md): BusinessCompanyInfo, Representative and CompanyUser, read
// from the customer's rows, the company profile, the representatives' details and the company documents.
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { customerAddresses, customers, phones, representatives } from '../customer/tables.ts';
import type { Lang } from '../../lang.ts';
import { documentTypeName } from '../kyc/document-type-names.ts';
import { statusNames } from '../kyc/document-types.ts';
import { documentViewIn, type UploadedDocumentView } from '../kyc/documents.ts';
import { bankText } from '../kyc/review-texts.ts';
import { stateNameOf } from '../kyc/states.ts';
import { uploadedDocuments } from '../kyc/tables.ts';
import { businessEntityType, representativeStatuses } from '../tax/status.ts';
import { isRepresentativeActionRequired } from '@paydeck/kyc/api';
import { addressStatusOf, askedOf, requirementStatus } from './rules.ts';
import { companyDocuments, companyProfiles, representativeDetails } from './tables.ts';

type DocumentRow = typeof uploadedDocuments.$inferSelect;
type LinkedDocument = { link: typeof companyDocuments.$inferSelect; doc: DocumentRow };
type RepresentativeRow = typeof representatives.$inferSelect;
type DetailRow = typeof representativeDetails.$inferSelect;

const phoneOf = (countryCode: string | null, number: string | null) =>
  countryCode && number ? { countryCode, number, phoneNumber: `+${countryCode}${number}` } : null;

/** The company's documents given for a requirement (deleted ones left out), oldest first. */
export async function linkedDocuments(db: Db, customerId: number): Promise<LinkedDocument[]> {
  return db
    .select({ link: companyDocuments, doc: uploadedDocuments })
    .from(companyDocuments)
    .innerJoin(uploadedDocuments, eq(uploadedDocuments.id, companyDocuments.documentId))
    .where(and(eq(companyDocuments.customerId, customerId), ne(uploadedDocuments.statusId, 5)))
    .orderBy(asc(uploadedDocuments.id));
}

/** Front pages and their back pages: a back page follows its front's link. */
const pagesOf = (linked: LinkedDocument[], all: DocumentRow[]) =>
  linked.flatMap(({ doc }) => [doc, ...all.filter((page) => page.parentId === doc.id)]);

export interface RepresentativeView {
  id: number;
  typeId: number;
  firstName: string | null;
  lastName: string | null;
  companyName: string | null;
  email: string | null;
  taxId: string | null;
  sharePercent: string | null;
  birthDay: string | null;
  phone: { countryCode: string; number: string; phoneNumber: string } | null;
  address: Record<string, unknown> | null;
  identity: Record<string, unknown> | null;
  isVerified: boolean;
  isUser: boolean;
  accessRights: number | null;
  addressDocumentStatus: number | null;
  identityDocumentStatus: number | null;
  controlDocumentStatus: number | null;
  controlDocuments: UploadedDocumentView[];
  taxResidencySelfCertificationStatus: string;
  isActionRequired: boolean;
}

export function representativeView(
  rep: RepresentativeRow,
  detail: DetailRow | undefined,
  linked: LinkedDocument[],
  pages: DocumentRow[],
  certificationStatus: string,
  lang: Lang = 'en',
): RepresentativeView {
  const documentView = documentViewIn(lang);
  const asked = askedOf(rep.typeId);
  const of = (target: string) => linked.filter((l) => l.link.representativeId === rep.id && l.link.target === target);
  const status = (kind: 'identity' | 'address' | 'control', target: string) =>
    asked.has(kind) ? requirementStatus(of(target).map((l) => l.doc)) : null;
  const identityDocs = of('representativeIdentity');
  const addressDocs = of('representativeAddress');
  const identityStatus = status('identity', 'representativeIdentity');
  const view: RepresentativeView = {
    id: rep.id,
    typeId: rep.typeId,
    firstName: rep.firstName,
    lastName: rep.lastName,
    companyName: rep.companyName,
    email: rep.email,
    taxId: rep.taxId,
    sharePercent: rep.sharePercent,
    birthDay: detail?.birthDay ?? null,
    phone: phoneOf(detail?.phoneCountryCode ?? null, detail?.phone ?? null),
    address:
      detail?.address1 && detail.city && detail.postalCode && detail.countryCode
        ? {
            addressId: rep.id,
            addressType: 1,
            address1: detail.address1,
            address2: detail.address2,
            city: detail.city,
            postalCode: detail.postalCode,
            countryCode: detail.countryCode,
            stateCode: detail.stateCode,
            stateName: stateNameOf(detail.countryCode, detail.stateCode) ?? detail.stateCode,
            addressStatus: addressStatusOf(
              addressDocs.map((l) => l.doc),
              0,
            ),
            confirmed: true,
            uploadedDocuments: pagesOf(addressDocs, pages).map(documentView),
            isDocumentOutOfDate: status('address', 'representativeAddress') === 4,
            isCardDocumentRequired: false,
            isDocumentRequired: ![1, 2].includes(status('address', 'representativeAddress') ?? 2),
          }
        : null,
    identity:
      detail?.identityTypeId && detail.identityNumber
        ? {
            id: rep.id,
            type: documentTypeName(detail.identityTypeId, lang, 'Identity document'),
            typeId: detail.identityTypeId,
            number: detail.identityNumber,
            countryCode: detail.identityCountryCode ?? '',
            status: statusNames[identityDocs.at(-1)?.doc.statusId ?? 0] ?? 'submitted',
            statusId: identityDocs.at(-1)?.doc.statusId ?? 0,
            issuedDate: detail.identityIssuedDate,
            expiresDate: detail.identityExpiresDate,
            rejectReason: bankText(identityDocs.at(-1)?.doc.rejectReason ?? null, lang),
            uploadedDocuments: pagesOf(identityDocs, pages).map(documentView),
          }
        : null,
    isVerified: rep.isVerified,
    isUser: rep.accessRights !== null,
    accessRights: rep.accessRights,
    addressDocumentStatus: status('address', 'representativeAddress'),
    identityDocumentStatus: identityStatus,
    controlDocumentStatus: status('control', 'representativeControl'),
    controlDocuments: pagesOf(of('representativeControl'), pages).map(documentView),
    taxResidencySelfCertificationStatus: certificationStatus,
    isActionRequired: false,
  };
  view.isActionRequired = isRepresentativeActionRequired(view);
  return view;
}

/** Every representative of a company (all types), in seeded order, or those of some types. */
export async function representativesOf(
  db: Db,
  customerId: number,
  typeIds?: number[],
  lang: Lang = 'en',
): Promise<RepresentativeView[]> {
  const rows = await db
    .select()
    .from(representatives)
    .where(
      and(
        eq(representatives.companyCustomerId, customerId),
        typeIds ? inArray(representatives.typeId, typeIds) : undefined,
      ),
    )
    .orderBy(asc(representatives.id));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const details = await db
    .select()
    .from(representativeDetails)
    .where(inArray(representativeDetails.representativeId, ids));
  const linked = await linkedDocuments(db, customerId);
  const pages = await db
    .select()
    .from(uploadedDocuments)
    .where(and(eq(uploadedDocuments.customerId, customerId), ne(uploadedDocuments.statusId, 5)));
  const certifications = await representativeStatuses(db, rows);
  return rows.map((rep) =>
    representativeView(
      rep,
      details.find((d) => d.representativeId === rep.id),
      linked,
      pages,
      certifications.get(rep.id) ?? 'notRequired',
      lang,
    ),
  );
}

export async function representativeOf(
  db: Db,
  customerId: number,
  id: number,
  lang: Lang = 'en',
): Promise<RepresentativeView | undefined> {
  return (await representativesOf(db, customerId, undefined, lang)).find((rep) => rep.id === id);
}

async function financialInstitutionOf(db: Db, customerId: number): Promise<boolean | null> {
  const entityType = await businessEntityType(db, customerId);
  return entityType === null ? null : entityType === 'financial-institution';
}

export interface CompanyView extends Record<string, unknown> {
  customerId: number;
  isActionRequired: boolean;
  corporateDocumentsStatus: number;
  additionalDocumentsStatus: number;
}

/** BusinessCompanyInfo (WIRE-business.md); undefined for a customer that is not a company. */
export async function companyOf(db: Db, customerId: number, lang: Lang = 'en'): Promise<CompanyView | undefined> {
  const documentView = documentViewIn(lang);
  const [customer] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!customer || customer.customerType === 0) return undefined;
  const [profile] = await db.select().from(companyProfiles).where(eq(companyProfiles.customerId, customerId));
  const [phone] = await db.select().from(phones).where(eq(phones.customerId, customerId)).orderBy(asc(phones.id));
  const addressRows = await db
    .select()
    .from(customerAddresses)
    .where(
      and(
        eq(customerAddresses.customerId, customerId),
        ne(customerAddresses.status, 'replaced'),
        inArray(customerAddresses.addressType, [2, 5]),
      ),
    )
    .orderBy(asc(customerAddresses.id));
  const linked = await linkedDocuments(db, customerId);
  const pages = await db
    .select()
    .from(uploadedDocuments)
    .where(and(eq(uploadedDocuments.customerId, customerId), ne(uploadedDocuments.statusId, 5)));
  const of = (target: string, addressId?: number) =>
    linked.filter((l) => l.link.target === target && (addressId === undefined || l.link.addressId === addressId));
  const docsOf = (target: string) => pagesOf(of(target), pages).map(documentView);
  const status = (target: string) => requirementStatus(of(target).map((l) => l.doc));

  const sourceOfWealthTypeIds = profile?.sourceOfWealthTypeIds ?? [];
  const sourceOfWealthRequirements = sourceOfWealthTypeIds.map((documentTypeId) => ({
    documentTypeId,
    name: documentTypeName(documentTypeId, lang),
    status: requirementStatus(
      of('sourceOfWealth')
        .filter((l) => l.doc.documentTypeId === documentTypeId)
        .map((l) => l.doc),
    ),
  }));
  const financialDetail = profile?.financialDetail ?? null;
  const dueDiligenceQuestionnaire = profile?.dueDiligence ?? null;
  const isActionRequired =
    financialDetail === null ||
    dueDiligenceQuestionnaire === null ||
    sourceOfWealthRequirements.some((r) => ![1, 2].includes(r.status));

  return {
    customerId,
    name: customer.businessName,
    registrationCountryCode: profile?.registrationCountryCode ?? customer.residenceCountryCode,
    tradingName: profile?.tradingName ?? null,
    email: profile?.email ?? null,
    registrationNumber: profile?.registrationNumber ?? null,
    registrationDate: profile?.registrationDate ?? null,
    businessTaxId: customer.taxId,
    website: profile?.website ?? null,
    description: profile?.description ?? null,
    verified: customer.verified,
    limited: customer.limited,
    phone: phone ? phoneOf(phone.countryCode, phone.number) : null,
    addresses: addressRows.map((row) => {
      const proofs = of('companyAddress', row.id);
      const addressStatus = addressStatusOf(
        proofs.map((l) => l.doc),
        row.addressStatus,
      );
      const latest = proofs.at(-1)?.doc;
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
        addressStatus,
        confirmed: row.personConfirmed,
        uploadedDocuments: pagesOf(proofs, pages).map(documentView),
        isDocumentOutOfDate: latest?.statusId === 38,
        isCardDocumentRequired: false,
        isDocumentRequired: addressStatus !== 1 && addressStatus !== 2,
      };
    }),
    corporateDocuments: docsOf('corporate'),
    corporateDocumentsStatus: status('corporate'),
    additionalDocuments: docsOf('additional'),
    additionalDocumentsStatus: status('additional'),
    financialDetail,
    dueDiligenceQuestionnaire,
    sourceOfWealthDocuments: docsOf('sourceOfWealth'),
    sourceOfWealthRequirements,
    additionalQuestionAnswers: profile?.additionalQuestionAnswers ?? [],
    financialInstitution: await financialInstitutionOf(db, customerId),
    isConverted: profile?.isConverted ?? false,
    isActionRequired,
  };
}
