// Representatives (WIRE-business.md "Representatives"): the lists by kind, one representative, their identity,
// address and control documents, their tax number. Fetchers take the api client and parse every answer.
import * as v from 'valibot';
import type { NewAddress } from './address';
import { CompanyPhoneSchema, RequirementStatusSchema } from './company';
import type { Caller } from './profile';
import { AddressSchema, DateText, Id, IdentityDocumentSchema, UploadedDocumentSchema } from './schemas';
import { certificationStatuses } from './schemas';

const OptionalText = v.nullish(v.string(), null);
const read = { idempotent: true } as const;

export const RepresentativeSchema = v.object({
  id: Id,
  typeId: Id,
  firstName: OptionalText,
  lastName: OptionalText,
  companyName: OptionalText,
  email: OptionalText,
  taxId: OptionalText,
  sharePercent: OptionalText,
  birthDay: v.nullish(DateText, null),
  /** `{ countryCode, number, phoneNumber }` (WIRE-business.md), not WIRE.md's Phone. */
  phone: v.nullish(CompanyPhoneSchema, null),
  address: v.nullish(AddressSchema, null),
  identity: v.nullish(IdentityDocumentSchema, null),
  isVerified: v.boolean(),
  isUser: v.boolean(),
  accessRights: v.nullish(Id, null),
  addressDocumentStatus: RequirementStatusSchema,
  identityDocumentStatus: RequirementStatusSchema,
  controlDocumentStatus: RequirementStatusSchema,
  controlDocuments: v.array(UploadedDocumentSchema),
  taxResidencySelfCertificationStatus: v.nullish(v.picklist(certificationStatuses), null),
  isActionRequired: v.boolean(),
});
export type Representative = v.InferOutput<typeof RepresentativeSchema>;

const RepresentativeList = v.object({ representatives: v.array(RepresentativeSchema) });
const RepresentativeAnswer = v.object({ representative: RepresentativeSchema });

/** The three lists of spec 7.2 ("shareholder, ultimate owner, director and user lists"; users: company-access). */
export const representativeListMethods = {
  director: 'businessDirectorList',
  shareholder: 'businessShareholderList',
  ultimateBeneficialOwner: 'businessUltimateOwnerList',
} as const;
export type RepresentativeListName = keyof typeof representativeListMethods;

/** `fromCustomerId` names another company than the one acted for (the admin's overview). */
export const fetchRepresentatives = async (
  api: Caller,
  list: RepresentativeListName,
  signal?: AbortSignal,
  fromCustomerId?: number,
) =>
  (
    await api.call(
      representativeListMethods[list],
      {},
      { schema: RepresentativeList, signal, ...read, ...(fromCustomerId ? { fromCustomerId } : {}) },
    )
  ).representatives;

export const fetchRepresentative = async (api: Caller, id: number, signal?: AbortSignal) =>
  (await api.call('businessRepresentativeInfoGet', { id }, { schema: RepresentativeAnswer, signal, ...read }))
    .representative;

export interface RepresentativeIdentityUpload {
  typeId: number;
  number: string;
  countryCode: string;
  issuedDate: string;
  expiresDate: string;
  front: Blob;
  back?: Blob | undefined;
}

export const createRepresentativeIdentity = async (
  api: Caller,
  businessRepresentativeId: number,
  { front, back, ...data }: RepresentativeIdentityUpload,
) =>
  (
    await api.call(
      'businessIdentityDocumentCreate',
      { businessRepresentativeId, ...data },
      { schema: RepresentativeAnswer, files: back ? { front, back } : { front } },
    )
  ).representative;

export type RepresentativeAddressUpload = Omit<NewAddress, 'addressType'> & {
  documentTypeId: number;
  issuedDate: string;
  file: Blob;
};

/** The representative's address with its proof, in one call (it replaces the old address). */
export const createRepresentativeAddress = async (
  api: Caller,
  businessRepresentativeId: number,
  { file, ...data }: RepresentativeAddressUpload,
) =>
  (
    await api.call(
      'businessRepresentativeAddressCreate',
      { businessRepresentativeId, ...data },
      { schema: RepresentativeAnswer, files: { file } },
    )
  ).representative;

export const uploadRepresentativeControlDocument = async (
  api: Caller,
  businessRepresentativeId: number,
  { documentTypeId, file }: { documentTypeId: number; file: Blob },
) =>
  (
    await api.call(
      'businessRepresentativeControlDocumentUpload',
      { businessRepresentativeId, documentTypeId },
      { schema: RepresentativeAnswer, files: { file } },
    )
  ).representative;

/** A representative's tax number: WIRE.md's `customerTaxNumberUpdate` with `positionId` the representative's id. */
export const updateRepresentativeTaxNumber = async (api: Caller, positionId: number, taxId: string): Promise<void> => {
  await api.call('customerTaxNumberUpdate', { taxId, positionId }, { schema: v.object({}) });
};

/** The admin's force-delete (spec 6), for the company named. */
export const forceDeleteRepresentative = async (api: Caller, id: number, fromCustomerId: number): Promise<void> => {
  await api.call('businessRepresentativeDelete', { id }, { schema: v.object({}), fromCustomerId });
};
